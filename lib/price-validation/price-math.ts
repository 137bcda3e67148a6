import { formatMoney as formatUsd } from "@/lib/money/format-money";
import { PRICE_DECIMALS, SMALL_DIFFERENCE_LIMIT, TINY_DIFFERENCE_LIMIT } from "./constants";

const SCALE = 10 ** PRICE_DECIMALS;

/** Rounds to PRICE_DECIMALS (and never answers -0, which would print as "-0.00"). Runs for every row: no toFixed. */
export function roundPrice(value: number): number {
  const rounded = Math.round(value * SCALE) / SCALE;
  return rounded === 0 ? 0 : rounded;
}

/**
 * The ERP prices per `pricingPerQuantity` eaches (10, 100, 1000 for items sold by C or M); the price file is per
 * each (spec 2 section 9). A missing, zero or nonsensical quantity means 1.
 */
export function perUnit(value: number | null | undefined, pricingPerQuantity: number | null | undefined): number {
  const per =
    typeof pricingPerQuantity === "number" && Number.isFinite(pricingPerQuantity) && pricingPerQuantity > 0
      ? pricingPerQuantity
      : 1;
  return roundPrice((value ?? 0) / per);
}

/** Actual sell price minus the ERP's price per unit (spec 2 section 9). */
export function priceDifference(actualSellPrice: number, productUnitPrice: number): number {
  return roundPrice(actualSellPrice - productUnitPrice);
}

/** Above 0 and under 6 cents (spec 2 section 9: the summary's "within 5 cents"). */
export function isTinyDifference(difference: number): boolean {
  const size = Math.abs(difference);
  return size > 0 && size < TINY_DIFFERENCE_LIMIT;
}

export type DifferenceTone = "exact" | "small" | "large";

/** Difference colouring (spec 2 section 9): 0 exact, under 1 small, otherwise large. */
export function differenceTone(difference: number): DifferenceTone {
  if (difference === 0) return "exact";
  return Math.abs(difference) < SMALL_DIFFERENCE_LIMIT ? "small" : "large";
}

/** Money on screen: USD to 2 decimals (spec 2 section 9). */
export function formatMoney(value: number | null): string {
  return value === null ? "N/A" : formatUsd(value);
}

/** Money in the exported CSV: 2 decimals, no symbol or grouping, so spreadsheets read it as a number. */
export function moneyCell(value: number | null): string {
  return value === null ? "N/A" : value.toFixed(2);
}
