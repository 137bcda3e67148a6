// Spec 3 section 9: the relative-time texts of the settings page.
import { formatDate } from "@/lib/dates/format-date";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** Today, Yesterday, N days ago (under 7), N weeks ago (under 30), otherwise the date. */
export function relativeDayText(value: Date | string, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  // Calendar days, so something from 23:50 last night reads "Yesterday" at 00:10.
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY);
  if (days <= 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days < 7) return `${days} days ago`;
  if (days < 30) return `${Math.floor(days / 7)} weeks ago`;
  return formatDate(date);
}

/** Last tested: Just now, N min ago, N hr ago, otherwise the date; Never when it was never tested. */
export function lastTestedText(value: Date | string | null | undefined, now: Date = new Date()): string {
  if (!value) return "Never";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "Never";
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return "Just now";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} hr ago`;
  return formatDate(date);
}
