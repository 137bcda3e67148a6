import { z } from "zod";
import { anyId, money, text } from "./common";

/**
 * One row of GET /ProductPricingMassInquiry. Field names differ between installations (ERP contract, sim/erp/README.md: one
 * sends productCost/productUnitPrice, another productCOGS/listPrice/unitPrice), so every price is optional and
 * every other field is kept. Prices are per `pricingPerQuantity` eaches (missing means 1).
 */
export const pricingItemSchema = z
  .object({
    productId: anyId,
    productDescription: text,
    upcCode: text,
    pricingPerQuantity: z.coerce.number().nullish(),
    productUnitPrice: money,
    unitPrice: money,
    listPrice: money,
    productCost: money,
    productCOGS: money,
    averageCost: money,
  })
  .loose();
export type PricingItem = z.infer<typeof pricingItemSchema>;
