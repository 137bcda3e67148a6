// The seeded data's calendar: fixed, not the wall clock, so the same seed always serves the same dates.
// Dates are `YYYY-MM-DD` text; conversions are memoised because the order generator makes thousands.
import { DATA_TODAY } from "../fixtures";

export const TODAY = DATA_TODAY;
const DAY = 86_400_000;
const todayMs = Date.parse(`${TODAY}T00:00:00Z`);
const byOffset = new Map<number, string>();
const offsets = new Map<string, number>();

/** The date `n` days before TODAY (negative: after). */
export function daysAgo(n: number): string {
  let s = byOffset.get(n);
  if (s === undefined) {
    s = new Date(todayMs - n * DAY).toISOString().slice(0, 10);
    byOffset.set(n, s);
    offsets.set(s, n);
  }
  return s;
}

/** How many days before TODAY a date is. */
export function ageInDays(date: string): number {
  let n = offsets.get(date);
  if (n === undefined) {
    n = Math.round((todayMs - Date.parse(`${date}T00:00:00Z`)) / DAY);
    offsets.set(date, n);
  }
  return n;
}

export const addDays = (date: string, n: number) => daysAgo(ageInDays(date) - n);
export const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
