// No imports: the list says since when a row waits, the same on the server and in any reader's time zone.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"} ago`;

/** How long ago a row's problem began: minutes within the hour, hours within two days, then days. */
export function sinceText(since: string | Date, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - new Date(since).getTime());
  if (elapsed < HOUR) return plural(Math.max(1, Math.floor(elapsed / MINUTE)), "minute");
  if (elapsed < 2 * DAY) return plural(Math.floor(elapsed / HOUR), "hour");
  return plural(Math.floor(elapsed / DAY), "day");
}
