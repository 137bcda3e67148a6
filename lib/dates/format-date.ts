// No imports: server pages and client components format dates with it alike.

const DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/**
 * The portal's date: "Nov 26, 2026" (month named, so no reader takes 11/12 for 11 December). In the browser it is
 * the reader's own day; pass `timeZone` to fix one (tests, server-rendered text). Unreadable input reads as a dash.
 */
export function formatDate(value: Date | string | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined || value === "") return "—";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "—";
  return timeZone
    ? new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone }).format(date)
    : DATE.format(date);
}
