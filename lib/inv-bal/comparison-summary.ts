/** "{matched} rows compared, {unmatched} with variance ({pct}%)", the percentage to one decimal. */
export function comparisonSummary(matched: number, unmatched: number): string {
  const pct = matched > 0 ? ((unmatched / matched) * 100).toFixed(1) : "0.0";
  return `${matched} rows compared, ${unmatched} with variance (${pct}%)`;
}

/** The spec's warning; `shown` is 1000 but where very long cells filled the answer first (MAX_LIST_CHARS). */
export function differencesWarning(unmatched: number, shown: number): string {
  return `Warning: ${unmatched} unmatched items. Only showing first ${shown}.`;
}
