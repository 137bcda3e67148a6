// POST /api/shipping/validate-address – check an address with Shippo: valid, or warnings and the suggested address
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { validateAddressSchema } from "@/lib/shipping/labels/schemas";
import { validateAddress } from "@/lib/shipping/labels/validate-address";

export const POST = authedRoute(async ({ req, db, company }) => {
  const address = validateAddressSchema.parse(await readJson(req));
  return NextResponse.json(await validateAddress(db, (await company.resolve()).companyId, address));
});
