// POST /api/price-validation/compare – prices a parsed price file against the ERP, streaming NDJSON progress
import { authedRoute, readJson } from "@/lib/api/handler";
import { loadCrossReferences } from "@/lib/cross-reference/load-cross-references";
import { getErpConnection } from "@/lib/erp/session";
import { streamComparison } from "@/lib/price-validation/stream-comparison";
import { comparePricesBodySchema } from "@/lib/price-validation/schemas";

// The comparison outlives a default serverless budget on large files; it is bounded by the ERP calls it makes.
export const maxDuration = 300;

export const POST = authedRoute(async ({ req, db, auth, company }) => {
  const { rows } = comparePricesBodySchema.parse(await readJson(req));
  // Everything that can refuse the request does so before the stream starts, as a plain JSON error.
  const conn = await getErpConnection(db, auth);
  const xref = await loadCrossReferences(await company.resolve());
  return streamComparison({ rows, xref, conn, signal: req.signal });
});
