// POST /api/price-validation/resolve – which of a price file's ids have a cross-reference (company storage)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/route";
import { loadCrossReferences } from "@/lib/cross-reference/load-cross-references";
import { pickResolved } from "@/lib/price-validation/resolve-rows";
import { resolveIdsBodySchema, type ResolvedIds } from "@/lib/price-validation/schemas";
import { resolveStorageScope } from "@/lib/storage/storage-scope";

export const POST = authedRoute(async ({ req, db, auth }) => {
  const body = resolveIdsBodySchema.parse(await readJson(req));
  const xref = await loadCrossReferences(await resolveStorageScope(db, auth.claims));
  const answer: ResolvedIds = { products: pickResolved(body.productIds, xref.products), customers: pickResolved(body.customerIds, xref.customers) };
  return NextResponse.json(answer);
});
