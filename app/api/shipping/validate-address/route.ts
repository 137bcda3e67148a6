// POST /api/shipping/validate-address – check an address with Shippo: valid, or warnings and the suggested address
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { validateAddressSchema } from "@/lib/shipping/labels/schemas";
import { validateAddress } from "@/lib/shipping/labels/validate-address";
import { requireProduct } from "@/lib/products/require-product";

export const POST = authedRoute(async ({ req, db, auth, company }) => {
  await requireProduct(db, auth.claims, "ship54");
  const address = validateAddressSchema.parse(await readJson(req));
  return NextResponse.json(await validateAddress(db, (await company.resolve()).companyId, address));
});
