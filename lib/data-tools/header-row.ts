import type { ByteSource } from "@/lib/csv/byte-source";
import { readCsvHeaders } from "@/lib/csv/read-headers";
import { DEFAULT_HEADER_ROW } from "./limits";

/** The header row number is 1-based and counts physical lines, blank ones included (clarification 18). */
export function skipLinesForHeaderRow(headerRow: number): number {
  return Math.max(0, Math.floor(headerRow) - 1);
}

/** The column names on the given header row, read without reading the rest of the file. */
export async function readHeaderRow(source: ByteSource, headerRow: number = DEFAULT_HEADER_ROW): Promise<string[]> {
  return readCsvHeaders(source, { skipLines: skipLinesForHeaderRow(headerRow) });
}
