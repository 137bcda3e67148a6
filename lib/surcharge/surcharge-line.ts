import type { Generation, SalesOrder } from "@/lib/erp/schemas/sales-order";
import type { SurchargeResult } from "./schemas";

/** CLARIFICATIONS 19: 2.5 % of the first generation's sales total. */
export const SURCHARGE_PERCENT = 2.5;

/** The generation the surcharge is computed from and added to: the order's first one (the dotted id's, if given). */
export function firstGeneration(order: SalesOrder): Generation | null {
  const sorted = [...order.generations].sort((a, b) => Number(a.generationId ?? 0) - Number(b.generationId ?? 0));
  return sorted[0] ?? null;
}

/**
 * 2.5 % of `salesTotal` (falling back to `priceTotal`), rounded to cents. Counted in whole cents so a total like
 * 1234.50 gives 30.86, not a binary-fraction neighbour of it. Null when the generation has no positive total.
 */
export function surchargeAmount(gen: Generation): number | null {
  const base = gen.salesTotal?.value ?? gen.priceTotal?.value;
  if (base === null || base === undefined || !Number.isFinite(base) || base <= 0) return null;
  const cents = Math.round(base * 100);
  return Math.round((cents * SURCHARGE_PERCENT) / 100) / 100;
}

/** The surcharge line already on the generation, if any: a line of the port's surcharge product. */
export function findSurchargeLine(gen: Generation, productId: string) {
  return (
    gen.lineItems.find(
      (l) => l.lineItemProduct?.productId !== undefined && String(l.lineItemProduct?.productId) === productId,
    ) ?? null
  );
}

export function surchargeResult(gen: Generation, fallbackOrder: string, amount: number): SurchargeResult {
  return {
    amount,
    order: gen.fullInvoiceID || gen.invoiceNumber || fallbackOrder,
    shipToName: gen.shipToName || null,
    poNumber: gen.poNumber || null,
  };
}

/** The answer for a generation that already carries the surcharge line: that line's own amount. */
export function resultFromExistingLine(
  gen: Generation,
  productId: string,
  fallbackOrder: string,
): SurchargeResult | null {
  const line = findSurchargeLine(gen, productId)?.lineItemProduct;
  if (!line) return null;
  const amount = Math.round((line.unitPrice ?? 0) * (line.quantity ?? 1) * 100) / 100;
  return surchargeResult(gen, fallbackOrder, amount);
}
