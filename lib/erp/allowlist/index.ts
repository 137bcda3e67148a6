import { contactCalls } from "./contacts";
import { customerCalls } from "./customers";
import { priceLineCalls } from "./price-lines";
import { pricingCalls } from "./pricing";
import { productCalls } from "./products";
import { referenceCalls } from "./reference";
import { salesOrderCalls } from "./sales-orders";
import type { AllowEntry } from "./types";
import { userDefinedCalls } from "./user-defined";
import { vendorCalls } from "./vendors";

/**
 * Every ERP call the spec names, and nothing else (docs/architecture.md: the proxy is not an open proxy): spec 1 section 7
 * (contacts), spec 2 section 7 (staff tools, plus web settings) and spec 3 (terms codes).
 */
export const ERP_ALLOWLIST: AllowEntry[] = [
  ...contactCalls,
  ...pricingCalls,
  ...salesOrderCalls,
  ...customerCalls,
  ...userDefinedCalls,
  ...referenceCalls,
  ...productCalls,
  ...priceLineCalls,
  ...vendorCalls,
];
