// No imports but the ERP's date reader: server pages and client components format dates with it alike.
import { calendarDayUtc, parseErpDate } from "./erp-date";

const DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const DAY_ONLY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/**
 * The portal's date: "Nov 26, 2026" (month named, so no reader takes 11/12 for 11 December). In the browser it is
 * the reader's own day; pass `timeZone` to fix one (tests, server-rendered text). A date without a time, as the ERP
 * sends them (11/26/2026, 2026-11-26), is that calendar day wherever the reader is. Unreadable input reads as a dash.
 */
export function formatDate(value: Date | string | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined || value === "") return "—";
  const day = typeof value === "string" ? parseErpDate(value) : null;
  if (day) return DAY_ONLY.format(calendarDayUtc(day));
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "—";
  return timeZone
    ? new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone }).format(date)
    : DATE.format(date);
}
