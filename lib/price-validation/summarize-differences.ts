import { isTinyDifference } from "./price-math";

export type DifferenceSummary = {
  total: number;
  exact: number;
  nonZero: number;
  tiny: number;
  /** Percent exact, one decimal (spec 2 section 9). */
  exactPct: string;
  /** Percent exact or tiny ("within 5 cents"), one decimal. */
  within5CentsPct: string;
};

const pct = (part: number, total: number) => (total ? ((part / total) * 100).toFixed(1) : "0.0");

/** The Pricing Summary (spec 2 section 9): counts of the results by difference, and the two percentages. */
export function summarizeDifferences(differences: readonly number[]): DifferenceSummary {
  let exact = 0;
  let tiny = 0;
  for (const d of differences) {
    if (d === 0) exact++;
    else if (isTinyDifference(d)) tiny++;
  }
  const total = differences.length;
  return {
    total,
    exact,
    nonZero: total - exact,
    tiny,
    exactPct: pct(exact, total),
    within5CentsPct: pct(exact + tiny, total),
  };
}
