// DELETE /api/ship54/shippo/remove-token – forget the company's Shippo token (Ship54 admins)
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { requireShip54Admin, resolveSettingsCompany } from "@/lib/shipping/settings/settings-company";
import { removeShippoToken } from "@/lib/shipping/settings/store-shippo-token";
import { retireWebhook } from "@/lib/shipping/settings/webhooks/retire-webhook";
import { requireProduct } from "@/lib/products/require-product";

export const DELETE = authedRoute(async ({ req, db, auth, company: scope }) => {
  await requireProduct(db, auth.claims, "ship54");
  const company = await resolveSettingsCompany(db, scope, req.nextUrl.searchParams.get("companyId"));
  requireShip54Admin(auth.claims);
  await retireWebhook(db, company);
  await removeShippoToken(db, company.id);
  return NextResponse.json({ success: true });
});
