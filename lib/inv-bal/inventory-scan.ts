import { findColumn } from "@/lib/csv/column-index";
import { detachString } from "@/lib/csv/detach-string";
import { CsvInputError } from "@/lib/csv/errors";
import type { InventoryFileLabel } from "./inventory-headers";
import { INVENTORY_SKIP_LINES } from "./part-columns";

/** How both inventory files are read (clarification 10): windows-1252, column names on line 9. */
export const INVENTORY_READ = { skipLines: INVENTORY_SKIP_LINES, encoding: "windows-1252" as const };

export type WantedColumn = { label: string; name: string };

/** The indexes of the wanted columns, or the clarification's 400 naming the first one missing and the file. */
export function resolveColumns(headers: string[], file: InventoryFileLabel, wanted: WantedColumn[]): number[] {
  return wanted.map(({ label, name }) => {
    const index = findColumn(headers, name);
    if (index < 0)
      throw new CsvInputError(`${label} '${name}' not found in ${file} file.`, { problem: "missing-column" });
    return index;
  });
}

/**
 * A problem in either file names the file. A missing column (`resolveColumns`) or header row (`noHeaderMessage`)
 * was written naming it already ("… not found in CONV file.").
 */
export async function labelErrors<T>(file: InventoryFileLabel, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof CsvInputError && err.problem !== "missing-column" && err.problem !== "no-header") {
      throw new CsvInputError(`${file} file: ${err.message}`, { line: err.line, problem: err.problem });
    }
    throw err;
  }
}

// Kept cells are detached from the decoded chunk they were cut from (only long ones need a copy), or a long
// description column would pin every chunk of both files in memory.
export const keptCell = (value: string | undefined): string | null => (value ? detachString(value) : null);
