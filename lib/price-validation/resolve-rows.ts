import type { CrossReferences } from "@/lib/cross-reference/cross-reference-files";
import { FAILURE_REASONS } from "./messages";
import type { FailedProduct, PriceFileRow } from "./schemas";

export type ResolvedRow = PriceFileRow & { herProductId: string; resolvedCustomerId: string };

/**
 * Splits the file's rows into those whose product and customer both have a cross-reference, and the rest, which
 * go to Failed Products (every row is kept somewhere: CLARIFICATIONS 39). A customer without a cross-reference is
 * not priced under its distributor id: that id may name another customer in the ERP.
 */
export function resolveRows(
  rows: readonly PriceFileRow[],
  xref: CrossReferences,
): { resolved: ResolvedRow[]; unresolved: FailedProduct[] } {
  const resolved: ResolvedRow[] = [];
  const unresolved: FailedProduct[] = [];
  for (const row of rows) {
    const herProductId = xref.products.get(row.productId);
    const resolvedCustomerId = xref.customers.get(row.customerId);
    if (herProductId && resolvedCustomerId) {
      // Written out rather than spread: this runs for every row of files with tens of thousands.
      resolved.push({
        line: row.line,
        productId: row.productId,
        invoiceNumber: row.invoiceNumber,
        actualSellPrice: row.actualSellPrice,
        actualCost: row.actualCost,
        actualCogs: row.actualCogs,
        branch: row.branch,
        customerId: row.customerId,
        herProductId,
        resolvedCustomerId,
      });
      continue;
    }
    unresolved.push({
      line: row.line,
      originalProductId: row.productId,
      herProductId: herProductId ?? null,
      customerId: row.customerId,
      reason: herProductId ? FAILURE_REASONS.noCustomerCrossReference : FAILURE_REASONS.noProductCrossReference,
    });
  }
  return { resolved, unresolved };
}

/** The ids of `ids` that have a cross-reference, as a plain object (what the resolve route answers). */
export function pickResolved(ids: readonly string[], map: ReadonlyMap<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const id of ids) {
    const to = map.get(id.trim());
    if (to) out[id] = to;
  }
  return out;
}
