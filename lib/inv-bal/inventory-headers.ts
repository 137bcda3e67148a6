import type { ByteSource } from "@/lib/csv/byte-source";
import { readCsvHeaders } from "@/lib/csv/read-headers";
import { INVENTORY_SKIP_LINES } from "./part-columns";

export type InventoryFileLabel = "CONV" | "EDS";

export function noHeaderMessage(file: InventoryFileLabel): string {
  return `The ${file} file has no column names on line ${INVENTORY_SKIP_LINES + 1}.`;
}

/** The column names on line 9 of an inventory file (windows-1252), reading no further. */
export async function readInventoryHeaders(source: ByteSource, file: InventoryFileLabel): Promise<string[]> {
  return readCsvHeaders(source, {
    skipLines: INVENTORY_SKIP_LINES,
    encoding: "windows-1252",
    missingHeaderMessage: noHeaderMessage(file),
  });
}
