// PUT /api/ship54/box-presets/{presetId} – change a box preset; DELETE – delete it (Ship54 admins)
import { NextResponse, type NextRequest } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import type { Claims } from "@/lib/auth/claims";
import type { CompanyScope } from "@/lib/api/company-scope";
import { BOX_MSG } from "@/lib/shipping/boxes/box-limits";
import { deleteBoxPreset, updateBoxPreset } from "@/lib/shipping/boxes/save-box-preset";
import { boxPresetSchema, presetIdSchema } from "@/lib/shipping/boxes/schemas";
import { requireShip54Admin } from "@/lib/shipping/settings/settings-company";
import { requireProduct } from "@/lib/products/require-product";

type Params = { presetId: string };

/** The box named in the path, within the company the caller acts for; only a Ship54 admin may go on. */
async function boxInScope(req: NextRequest, params: Params, claims: Claims, company: CompanyScope) {
  const { companyId } = await company.resolve(req.nextUrl.searchParams.get("companyId")?.slice(0, 64));
  requireShip54Admin(claims, BOX_MSG.needsAdmin);
  return { companyId, presetId: presetIdSchema.parse(params.presetId) };
}

export const PUT = authedRoute<Params>(
  async ({ req, params, db, auth, company }) => {
    await requireProduct(db, auth.claims, "ship54");
    const scope = await boxInScope(req, params, auth.claims, company);
    const box = boxPresetSchema.parse(await readJson(req));
    return NextResponse.json(await updateBoxPreset(db, scope, box));
  },
  { readsJson: true },
);

export const DELETE = authedRoute<Params>(async ({ req, params, db, auth, company }) => {
  await requireProduct(db, auth.claims, "ship54");
  await deleteBoxPreset(db, await boxInScope(req, params, auth.claims, company));
  return NextResponse.json({ success: true });
});
