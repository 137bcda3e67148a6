// Pure (a type import only), for the rates, a batch's review and their tests.
import type { CustomerFacts } from "@/db/schema";

/**
 * CLARIFICATIONS 61: each package insured for its share, by weight, of the invoice's sales total. Shares are whole
 * cents that add up to the total exactly: each package gets the cents its weight earns, rounded down, and the cents
 * left over go one each to the packages whose shares lost the most to rounding (the earlier package on a tie).
 */
export function insuranceShares(total: number, weights: readonly number[]): number[] {
  const cents = Math.round(total * 100);
  const sum = weights.reduce((s, w) => s + w, 0);
  if (weights.length === 0 || !(cents > 0) || !(sum > 0) || weights.some((w) => !(w > 0))) return [];
  const exact = weights.map((w) => (cents * w) / sum);
  const shares = exact.map((e) => Math.floor(e + 1e-9));
  let left = cents - shares.reduce((s, c) => s + c, 0);
  const byRemainder = exact.map((e, i) => ({ i, r: e - shares[i] })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares.map((c) => c / 100);
}

/**
 * CLARIFICATIONS 61: each parcel's insured amount when the customer requires insurance, its share by weight of the
 * sales total; `[]` when required but the total (or a weight) is not known; null when not required (or not known).
 */
export function requiredInsurance(
  facts: CustomerFacts | null,
  salesTotal: number | null,
  weights: readonly number[],
): number[] | null {
  return facts?.insuranceRequired ? insuranceShares(salesTotal ?? 0, weights) : null;
}
