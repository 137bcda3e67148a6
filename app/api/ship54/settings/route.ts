// GET /api/ship54/settings – the company's Ship54 settings (never the token); PUT – save them (token fields ignored)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { getShip54Settings } from "@/lib/shipping/settings/get-ship54-settings";
import { putSettingsBodySchema } from "@/lib/shipping/settings/schemas";
import { resolveSettingsCompany } from "@/lib/shipping/settings/settings-company";
import { updateSettings } from "@/lib/shipping/settings/update-settings";
import { requireProduct } from "@/lib/products/require-product";

export const GET = authedRoute(async ({ req, db, auth, company }) => {
  await requireProduct(db, auth.claims, "ship54");
  const companyId = (await company.resolve(req.nextUrl.searchParams.get("companyId"))).companyId;
  return NextResponse.json(await getShip54Settings(db, { companyId, userId: auth.claims.userId }));
});

export const PUT = authedRoute(async ({ req, db, auth, company: scope }) => {
  await requireProduct(db, auth.claims, "ship54");
  const company = await resolveSettingsCompany(db, scope, req.nextUrl.searchParams.get("companyId"));
  const body = putSettingsBodySchema.parse(await readJson(req));
  await updateSettings(db, { company, claims: auth.claims, body });
  return NextResponse.json({ success: true });
});
