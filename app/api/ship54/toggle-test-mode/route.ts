// POST /api/ship54/toggle-test-mode – turn the company's tracking test mode on or off (Ship54 admins)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { toggleTestModeBodySchema } from "@/lib/shipping/settings/schemas";
import { requireShip54Admin, resolveSettingsCompany } from "@/lib/shipping/settings/settings-company";
import { patchShip54Settings } from "@/lib/shipping/settings/write-settings";
import { requireProduct } from "@/lib/products/require-product";

export const POST = authedRoute(async ({ req, db, auth, company: scope }) => {
  await requireProduct(db, auth.claims, "ship54");
  const company = await resolveSettingsCompany(db, scope, req.nextUrl.searchParams.get("companyId"));
  requireShip54Admin(auth.claims);
  const { enabled } = toggleTestModeBodySchema.parse(await readJson(req));
  await patchShip54Settings(db, company.id, {
    shipping: { ...company.ship54Settings.shipping, enableTrackingTestMode: enabled },
  });
  return NextResponse.json({ success: true, testMode: enabled });
});
