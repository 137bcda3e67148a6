// POST /api/ship54/shippo/validate-token – check a token with Shippo and keep it encrypted (Ship54 admins)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { checkShippoToken } from "@/lib/shipping/settings/check-shippo-token";
import { validateTokenBodySchema } from "@/lib/shipping/settings/schemas";
import { resolveSettingsCompany, requireShip54Admin } from "@/lib/shipping/settings/settings-company";
import { storeShippoToken } from "@/lib/shipping/settings/store-shippo-token";
import { retireWebhook } from "@/lib/shipping/settings/webhooks/retire-webhook";
import { requireProduct } from "@/lib/products/require-product";

export const POST = authedRoute(async ({ req, db, auth, company: scope }) => {
  await requireProduct(db, auth.claims, "ship54");
  const company = await resolveSettingsCompany(db, scope, req.nextUrl.searchParams.get("companyId"));
  requireShip54Admin(auth.claims);
  const { token } = validateTokenBodySchema.parse(await readJson(req));
  const facts = await checkShippoToken(token);
  await retireWebhook(db, company);
  await storeShippoToken(db, company.id, { token, ...facts });
  // `encrypted` says the token is stored encrypted; the token itself, in any form, is never sent back.
  return NextResponse.json({
    success: true,
    encrypted: true,
    accountInfo: facts.accountInfo,
    environment: facts.environment,
  });
});
