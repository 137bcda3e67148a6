import { MAX_DIFFERENCES } from "./part-columns";

/** "{matched} rows compared, {unmatched} with variance ({pct}%)", the percentage to one decimal. */
export function comparisonSummary(matched: number, unmatched: number): string {
  const pct = matched > 0 ? ((unmatched / matched) * 100).toFixed(1) : "0.0";
  return `${matched} rows compared, ${unmatched} with variance (${pct}%)`;
}

export function differencesWarning(unmatched: number): string {
  return `Warning: ${unmatched} unmatched items. Only showing first ${MAX_DIFFERENCES}.`;
}
