import { MAX_PRICING_PRODUCT_IDS } from "@/lib/erp/resources/pricing-limits";

/** Spec 2 section 3: the price file's first 9 rows are report header. */
export const PRICE_FILE_HEADER_ROWS = 9;

/** Columns of the price file, by position (spec 2 section 3). */
export const PRICE_FILE_COLUMNS = {
  productId: 0,
  invoiceNumber: 2,
  actualSellPrice: 3,
  actualCost: 4,
  actualCogs: 5,
  branch: 6,
  customerId: 7,
} as const;

/** A row needs at least this many cells (spec 2 section 3), besides columns 0 and 7 being filled. */
export const PRICE_FILE_MIN_COLUMNS = 7;

/** The most rows one comparison takes: a year of invoiced lines of a large branch, far above real files. */
export const MAX_PRICE_FILE_ROWS = 200_000;

/** ProductIds per mass-pricing call (CLARIFICATIONS 39; the ERP refuses long query strings). */
export const PRICING_BATCH_SIZE = MAX_PRICING_PRODUCT_IDS;

/** ERP calls in flight at once for one comparison (CLARIFICATIONS 39: "a few"). */
export const PRICING_CONCURRENCY = 6;

/** Pause before the one retry of a transient ERP failure. */
export const PRICING_RETRY_DELAY_MS = 250;

/** Spec 2 section 9: a tiny difference is above 0 and under 0.06 ("within 5 cents"). */
export const TINY_DIFFERENCE_LIMIT = 0.06;

/** Spec 2 section 9: a difference under 1 is small, otherwise large. */
export const SMALL_DIFFERENCE_LIMIT = 1;

/**
 * Decimals prices per unit and differences are kept to. Per-each prices of items priced per 100 or 1000 need
 * more than cents, and rounding here removes floating-point dust (1.16 - 1.1 = 0.0599999...) that would
 * otherwise turn an exact match into a tiny difference or move a 6-cent one under the limit.
 */
export const PRICE_DECIMALS = 6;

/** Spec 2 section 9: results tables are capped at 1000 rows. */
export const MAX_TABLE_ROWS = 1000;

export const RESULTS_FILE_NAME = "price_validation_results.csv";
