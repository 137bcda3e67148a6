import { CsvInputError } from "./errors";

/**
 * The index of a named column, or -1. An exact match wins (the first, if a name repeats); otherwise a match
 * ignoring spaces around the names, since exports often pad a header cell.
 */
export function findColumn(headers: readonly string[], name: string): number {
  const exact = headers.indexOf(name);
  if (exact >= 0) return exact;
  const wanted = name.trim();
  return headers.findIndex((h) => h.trim() === wanted);
}

/** Like findColumn, but a missing column is a CsvInputError with `message`. */
export function requireColumn(headers: readonly string[], name: string, message?: string): number {
  const index = findColumn(headers, name);
  if (index < 0) throw new CsvInputError(message ?? `Column '${name}' not found.`, { problem: "missing-column" });
  return index;
}
