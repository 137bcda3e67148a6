import { listProductPricing, productPricingParams } from "../resources/pricing";
import { allow } from "./types";

/** Price Comparison: one call per customer, at most 100 ProductIds (CLARIFICATIONS 39). */
export const pricingCalls = [
  allow({
    method: "GET",
    path: "/ProductPricingMassInquiry",
    params: productPricingParams,
    run: (c, a) => listProductPricing(c, a.params),
  }),
];
