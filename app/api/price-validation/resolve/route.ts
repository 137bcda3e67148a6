// POST /api/price-validation/resolve – which of a price file's ids have a cross-reference (company storage)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { loadCrossReferences } from "@/lib/cross-reference/load-cross-references";
import { pickResolved } from "@/lib/price-validation/resolve-rows";
import { resolveIdsBodySchema, type ResolvedIds } from "@/lib/price-validation/schemas";

export const POST = authedRoute(async ({ req, company }) => {
  const body = resolveIdsBodySchema.parse(await readJson(req));
  const xref = await loadCrossReferences(await company.resolve());
  const answer: ResolvedIds = {
    products: pickResolved(body.productIds, xref.products),
    customers: pickResolved(body.customerIds, xref.customers),
  };
  return NextResponse.json(answer);
});
