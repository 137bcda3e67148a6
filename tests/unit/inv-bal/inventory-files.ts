// Builds inventory files as the ERP writes them: 8 report lines, the column names on line 9, windows-1252 bytes.
import { bytesSource, type ByteSource } from "@/lib/csv/byte-source";
import { serializeCsv } from "@/lib/csv/serialize-csv";
import { cp1252 } from "../csv/sources";

const PREAMBLE = ["INVENTORY BALANCE REPORT", "Branch: ALL", "", "Run by: JSMITH", "", "Page 1", "", "-----"];

export function inventoryBytes(rows: string[][]): Uint8Array {
  return cp1252(PREAMBLE.join("\r\n") + "\r\n" + serializeCsv(rows, "minimal"));
}

export function inventoryFile(rows: string[][]): ByteSource {
  return bytesSource(inventoryBytes(rows));
}
