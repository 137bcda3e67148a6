// Import-free: the page reads the period from its address, the charts' links keep it.

/** The periods the charts offer, in days; the statistics cards' 30 is the default. */
export const HISTORY_PERIODS = [7, 30, 60, 90] as const;
export const DEFAULT_HISTORY_DAYS = 30;

/** `?days=` as one of the offered periods; anything else is the default. */
export function historyDays(value: unknown): number {
  const n = Number(value);
  return (HISTORY_PERIODS as readonly number[]).includes(n) ? n : DEFAULT_HISTORY_DAYS;
}
