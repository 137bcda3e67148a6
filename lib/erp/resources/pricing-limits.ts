// No imports: the browser's price comparison reads this limit too (through lib/price-validation/constants.ts),
// and pricing.ts itself is server code (it calls the ERP).

/**
 * Products per mass-pricing call. The ERP pages pricing at 100 and 404s once the query string passes about 2 KB
 * (around 119 ProductIds): callers send batches (CLARIFICATIONS 39).
 */
export const MAX_PRICING_PRODUCT_IDS = 100;
