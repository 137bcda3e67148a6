/** The median of some numbers (the lower middle one for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** `ref ÷ ours` as "2.31×". */
export function ratio(ref: number, ours: number): string {
  return `${(ref / ours).toFixed(2)}×`;
}
