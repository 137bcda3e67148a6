// An invoice's weight for a batch (CLARIFICATIONS 63): its lines from the ERP, never a weight nobody gave. Pure.

import type { OrderDetails } from "../desk/get-order-details";

/** What the sum reads of an order line: the ERP's product id and the quantity ordered (eaches). */
export type WeighedLine = OrderDetails["lines"][number];

export type InvoiceWeight = { weight: number; missing: [] } | { weight: null; missing: string[] };

/** Up to the next tenth of a pound (9.32 → 9.4); a weight already on a tenth stays (float noise is not a tenth). */
export function roundUpToTenth(lb: number): number {
  return Math.ceil(Number((lb * 10).toFixed(6))) / 10;
}

/**
 * Each line's quantity times its product's weight (lb per each, `weightOf`; null when the ERP has none), plus the
 * box's empty weight, rounded up to the tenth. A line that ships nothing (no positive quantity) weighs nothing; a
 * line that ships a product without a weight (or names no product) leaves the weight unknown: `missing` names them.
 */
export function invoiceWeight(
  lines: readonly WeighedLine[],
  weightOf: (productId: string) => number | null,
  boxEmptyLb: number,
): InvoiceWeight {
  let sum = boxEmptyLb;
  const missing: string[] = [];
  for (const line of lines) {
    if (!line.quantity || line.quantity <= 0) continue;
    const each = line.productId ? weightOf(line.productId) : null;
    if (each === null) missing.push(line.productId ?? "a line without a product");
    else sum += line.quantity * each;
  }
  if (missing.length) return { weight: null, missing: [...new Set(missing)] };
  return { weight: roundUpToTenth(sum), missing: [] };
}

/** The ERP product's weight as the sum takes it: lb per each, null when nobody entered one (0, empty or absent). */
export function productWeightOf(weight: number | null | undefined): number | null {
  return typeof weight === "number" && Number.isFinite(weight) && weight > 0 ? weight : null;
}
