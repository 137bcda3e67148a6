// POST /api/ship54/shippo/test-token – test the stored token with Shippo again (Ship54 admins; updates the last-tested time)
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { requireShip54Admin, resolveSettingsCompany } from "@/lib/shipping/settings/settings-company";
import { testStoredToken } from "@/lib/shipping/settings/test-stored-token";
import { requireProduct } from "@/lib/products/require-product";

export const POST = authedRoute(async ({ req, db, auth, company: scope }) => {
  await requireProduct(db, auth.claims, "ship54");
  const company = await resolveSettingsCompany(db, scope, req.nextUrl.searchParams.get("companyId"));
  requireShip54Admin(auth.claims);
  const facts = await testStoredToken(db, company);
  return NextResponse.json({ success: true, accountInfo: facts.accountInfo, environment: facts.environment });
});
