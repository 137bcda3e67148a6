// POST /api/ship54/shippo/test-token – test the stored token with Shippo again (updates the last-tested time)
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { requestSettingsCompany } from "@/lib/ship54-settings/settings-company";
import { testStoredToken } from "@/lib/ship54-settings/test-stored-token";

export const POST = authedRoute(async ({ req, db, auth }) => {
  const company = await requestSettingsCompany(db, req, auth.claims);
  const facts = await testStoredToken(db, company);
  return NextResponse.json({ success: true, accountInfo: facts.accountInfo, environment: facts.environment });
});
