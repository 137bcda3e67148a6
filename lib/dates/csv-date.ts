// No imports: exports written on the server and in the browser's CSV worker alike.
import { parseErpDate } from "./erp-date";

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * The date of a CSV export cell, ISO 8601 "2026-11-26" (what every spreadsheet reads as a date, whatever its
 * locale). An ERP calendar date stays its day; a moment is its UTC day. Unreadable input is an empty cell.
 */
export function csvDate(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const day = typeof value === "string" ? parseErpDate(value) : null;
  if (day) return `${pad(day.year, 4)}-${pad(day.month)}-${pad(day.day)}`;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 10);
}

/** The timestamp of a CSV export cell, ISO 8601 in UTC to the second: "2026-11-26T11:19:52Z". */
export function csvDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : `${date.toISOString().slice(0, 19)}Z`;
}
