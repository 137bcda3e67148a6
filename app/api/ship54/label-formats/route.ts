// GET /api/ship54/label-formats?branch= – the format a branch buys its labels in; PUT – set it (Ship54 admins)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { readQuery } from "@/lib/api/read-query";
import { getBranchLabelFormat, saveBranchLabelFormat } from "@/lib/shipping/labels/branch-label-format";
import { LABEL_FORMAT_NEEDS_ADMIN, labelFormatBodySchema, labelFormatQuerySchema } from "@/lib/shipping/labels/schemas";
import { requireShip54Admin } from "@/lib/shipping/settings/settings-company";
import { requireProduct } from "@/lib/products/require-product";

export const GET = authedRoute(async ({ req, db, auth, company }) => {
  await requireProduct(db, auth.claims, "ship54");
  const { branch, companyId: requested } = readQuery(req, labelFormatQuerySchema);
  const { companyId } = await company.resolve(requested);
  return NextResponse.json({ branch, format: await getBranchLabelFormat(db, { companyId, branch }) });
});

export const PUT = authedRoute(
  async ({ req, db, auth, company }) => {
    await requireProduct(db, auth.claims, "ship54");
    const { companyId } = await company.resolve(req.nextUrl.searchParams.get("companyId")?.slice(0, 64));
    requireShip54Admin(auth.claims, LABEL_FORMAT_NEEDS_ADMIN);
    const body = labelFormatBodySchema.parse(await readJson(req));
    return NextResponse.json(await saveBranchLabelFormat(db, { companyId, ...body }));
  },
  { readsJson: true },
);
