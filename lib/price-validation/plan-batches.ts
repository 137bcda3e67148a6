import type { ResolvedRow } from "./resolve-rows";

/** One mass-pricing call: a customer and up to `batchSize` distinct products, with the file rows it prices. */
export type PricingBatch = { customerId: string; productIds: string[]; rows: ResolvedRow[] };

/**
 * Groups rows by ERP customer and splits each customer's distinct products into calls of at most `batchSize`
 * (CLARIFICATIONS 39). Rows naming the same product for the same customer share one priced item but each stays a
 * row of its own. Larger customers come first so the slowest work starts early and the pool ends evenly.
 */
export function planBatches(rows: readonly ResolvedRow[], batchSize: number): PricingBatch[] {
  const byCustomer = new Map<string, Map<string, ResolvedRow[]>>();
  for (const row of rows) {
    let products = byCustomer.get(row.resolvedCustomerId);
    if (!products) byCustomer.set(row.resolvedCustomerId, (products = new Map()));
    const list = products.get(row.herProductId);
    if (list) list.push(row);
    else products.set(row.herProductId, [row]);
  }
  const batches: PricingBatch[] = [];
  for (const [customerId, products] of byCustomer) {
    const ids = [...products.keys()];
    for (let i = 0; i < ids.length; i += batchSize) {
      const productIds = ids.slice(i, i + batchSize);
      batches.push({ customerId, productIds, rows: productIds.flatMap((id) => products.get(id) ?? []) });
    }
  }
  return batches.sort((a, b) => b.productIds.length - a.productIds.length);
}
