// No imports: the ERP's dates are read alike on the server and in the browser.

/** A day on the calendar, with no time and no time zone: what the ERP means by a ship or invoice date. */
export type CalendarDay = { year: number; month: number; day: number };

const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:$|T00:00(?::00(?:\.0+)?)?(?:Z|[+-]00:?00)?$)/;

/**
 * The ERP's date strings, MM/DD/YYYY (as its screens write them) and YYYY-MM-DD (as its API does; a midnight
 * time after it is the same day), read as a calendar day. Never through `new Date("2026-11-20")`: that is UTC
 * midnight, the day before in every US time zone. Anything else, or a day that does not exist, is null.
 */
export function parseErpDate(value: string | null | undefined): CalendarDay | null {
  const text = (value ?? "").trim();
  const us = US.exec(text);
  const iso = us ? null : ISO.exec(text);
  if (!us && !iso) return null;
  const [year, month, day] = us ? [+us[3], +us[1], +us[2]] : [+iso![1], +iso![2], +iso![3]];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The calendar day as UTC midnight, for formatters that then read it in UTC (so the day never shifts). */
export function calendarDayUtc({ year, month, day }: CalendarDay): Date {
  return new Date(Date.UTC(year, month - 1, day));
}
