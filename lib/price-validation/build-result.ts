import type { PricingQuote } from "./pricing-quote";
import { perUnit, priceDifference } from "./price-math";
import type { ResolvedRow } from "./resolve-rows";
import type { PriceResult } from "./schemas";

/**
 * One result row (spec 2 section 3) from a file row and the ERP's quote. The ERP's price, cost and COGS are all
 * per `pricingPerQuantity` eaches and the file's per each, so all three are divided before they sit side by side.
 */
export function buildResult(row: ResolvedRow, quote: PricingQuote): PriceResult {
  const productUnitPrice = perUnit(quote.unitPrice, quote.pricingPerQuantity);
  return {
    line: row.line,
    productId: row.productId,
    herProductId: row.herProductId,
    customerId: row.customerId,
    resolvedCustomerId: row.resolvedCustomerId,
    upcCode: quote.upcCode || "N/A",
    branch: row.branch,
    invoiceNumber: row.invoiceNumber || "N/A",
    actualSellPrice: row.actualSellPrice,
    productUnitPrice,
    actualCost: row.actualCost,
    productCost: quote.cost === null ? null : perUnit(quote.cost, quote.pricingPerQuantity),
    actualCogs: row.actualCogs,
    productCOGS: quote.cogs === null ? null : perUnit(quote.cogs, quote.pricingPerQuantity),
    priceDifference: priceDifference(row.actualSellPrice, productUnitPrice),
  };
}
