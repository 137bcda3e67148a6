// POST /api/shipping/rates – carrier rates for one package (Shippo, the company's token); each kept as the company's quote
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { getRates } from "@/lib/shipping/labels/get-rates";
import { ratesRequestSchema } from "@/lib/shipping/labels/schemas";
import { requireProduct } from "@/lib/products/require-product";

export const POST = authedRoute(async ({ req, db, auth, company }) => {
  await requireProduct(db, auth.claims, "ship54");
  const body = ratesRequestSchema.parse(await readJson(req));
  return NextResponse.json(await getRates(db, (await company.resolve()).companyId, body));
});
