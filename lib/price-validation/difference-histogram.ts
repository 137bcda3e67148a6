import { SMALL_DIFFERENCE_LIMIT, TINY_DIFFERENCE_LIMIT } from "./constants";
import type { DifferenceTone } from "./price-math";

export type HistogramBin = { label: string; count: number; tone: DifferenceTone };

/**
 * Bins of the price differences around the summary's own thresholds (exact, within 5 cents, under $1, $1 or
 * more), each side of zero, so the chart reads the same way as the summary and the table's colours.
 * Negative differences are sold below today's price.
 */
const BINS: { label: string; tone: DifferenceTone; test: (d: number) => boolean }[] = [
  { label: "≤ −$1", tone: "large", test: (d) => d <= -SMALL_DIFFERENCE_LIMIT },
  { label: "−$1 to −6¢", tone: "small", test: (d) => d > -SMALL_DIFFERENCE_LIMIT && d <= -TINY_DIFFERENCE_LIMIT },
  { label: "−5¢ to 0", tone: "small", test: (d) => d > -TINY_DIFFERENCE_LIMIT && d < 0 },
  { label: "Exact", tone: "exact", test: (d) => d === 0 },
  { label: "0 to 5¢", tone: "small", test: (d) => d > 0 && d < TINY_DIFFERENCE_LIMIT },
  { label: "6¢ to $1", tone: "small", test: (d) => d >= TINY_DIFFERENCE_LIMIT && d < SMALL_DIFFERENCE_LIMIT },
  { label: "≥ $1", tone: "large", test: (d) => d >= SMALL_DIFFERENCE_LIMIT },
];

export function differenceHistogram(differences: readonly number[]): HistogramBin[] {
  const counts = BINS.map(() => 0);
  for (const d of differences) {
    const i = BINS.findIndex((b) => b.test(d));
    if (i >= 0) counts[i]++;
  }
  return BINS.map((b, i) => ({ label: b.label, tone: b.tone, count: counts[i] }));
}
