/** The median of some numbers (the lower middle one for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** `ref ÷ ours` as "2.31×". */
export function ratio(ref: number, ours: number): string {
  return `${(ref / ours).toFixed(2)}×`;
}

/** The q-quantile (0–1) of some numbers: the value at index ⌊q·n⌋ of the sorted list (the last for q = 1). */
export function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
