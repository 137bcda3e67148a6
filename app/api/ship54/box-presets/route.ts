// GET /api/ship54/box-presets?branch= – a branch's box presets; POST – add one (Ship54 admins)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { readQuery } from "@/lib/api/read-query";
import { BOX_MSG } from "@/lib/shipping/boxes/box-limits";
import { listBoxBranches, listBoxPresets } from "@/lib/shipping/boxes/list-box-presets";
import { createBoxPreset } from "@/lib/shipping/boxes/save-box-preset";
import { branchQuerySchema, newBoxPresetSchema } from "@/lib/shipping/boxes/schemas";
import { requireShip54Admin } from "@/lib/shipping/settings/settings-company";
import { requireProduct } from "@/lib/products/require-product";

export const GET = authedRoute(async ({ req, db, auth, company }) => {
  await requireProduct(db, auth.claims, "ship54");
  const { branch, companyId: requested } = readQuery(req, branchQuerySchema);
  const { companyId } = await company.resolve(requested);
  const [presets, branches] = await Promise.all([
    branch ? listBoxPresets(db, { companyId, branch }) : [],
    listBoxBranches(db, companyId),
  ]);
  return NextResponse.json({ branch: branch ?? null, presets, branches });
});

export const POST = authedRoute(
  async ({ req, db, auth, company }) => {
    await requireProduct(db, auth.claims, "ship54");
    const { companyId } = await company.resolve(req.nextUrl.searchParams.get("companyId")?.slice(0, 64));
    requireShip54Admin(auth.claims, BOX_MSG.needsAdmin);
    const box = newBoxPresetSchema.parse(await readJson(req));
    return NextResponse.json(await createBoxPreset(db, { companyId }, box), { status: 201 });
  },
  { readsJson: true },
);
