import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { listProductPricing } from "@/lib/erp/resources/pricing";
import type { FetchPricing } from "./compare-prices";
import { toPricingQuote } from "./pricing-quote";

/** Spec 2 section 7's mass pricing call: the customer's prices with costs, for one batch of products. */
export function erpPricingFetcher(conn: ErpConnection): FetchPricing {
  return async (customerId, productIds) => {
    const answer = await listProductPricing(conn, {
      CustomerId: customerId,
      ProductId: productIds,
      ShowCost: true,
      includeTotalItems: true,
    });
    return answer.results.map(toPricingQuote);
  };
}
