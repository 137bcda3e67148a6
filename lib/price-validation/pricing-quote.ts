import type { PricingItem } from "@/lib/erp/schemas/pricing";

/**
 * What Price Comparison needs of one priced product, per `pricingPerQuantity` eaches as the ERP sent it.
 * Installations name the fields differently (ERP contract, sim/erp/README.md), so each value is read from the first field
 * that holds it.
 */
export type PricingQuote = {
  productId: string;
  unitPrice: number | null;
  pricingPerQuantity: number | null;
  upcCode: string;
  cost: number | null;
  cogs: number | null;
};

const value = (...candidates: ({ value?: number | null } | null | undefined)[]) => {
  for (const c of candidates) if (typeof c?.value === "number" && Number.isFinite(c.value)) return c.value;
  return null;
};

export function toPricingQuote(item: PricingItem): PricingQuote {
  return {
    productId: String(item.productId),
    unitPrice: value(item.productUnitPrice, item.unitPrice),
    pricingPerQuantity: item.pricingPerQuantity ?? null,
    upcCode: item.upcCode ?? "",
    cost: value(item.productCost, item.averageCost),
    cogs: value(item.productCOGS),
  };
}
