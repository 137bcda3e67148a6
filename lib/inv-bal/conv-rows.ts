import { ApiError } from "@/lib/api/api-error";
import type { ByteSource } from "@/lib/csv/byte-source";
import { detachString } from "@/lib/csv/detach-string";
import type { CsvScanOptions } from "@/lib/csv/scan-csv";
import { scanCsv } from "@/lib/csv/scan-csv";
import type { ComparisonColumns } from "./comparison-answer";
import { MAX_CONV_ROWS } from "./comparison-limits";
import { noHeaderMessage } from "./inventory-headers";
import { INVENTORY_READ, keptCell, labelErrors, resolveColumns, type WantedColumn } from "./inventory-scan";
import { ECL_PN } from "./part-columns";

/**
 * The CONV rows with a part number, column-wise (one array per kept column: far fewer objects than an array per
 * row), and where each part number occurs: `keys` gives a key's id, `rowsOf[id]` its row (or rows, in file order).
 */
export type ConvRows = {
  headers: string[];
  ecl: (string | null)[];
  part: (string | null)[];
  value: string[];
  /** Empty unless a display column was asked for. */
  display: (string | null)[];
  keys: Map<string, number>;
  rowsOf: (number | number[])[];
};

export function convRowsLimitMessage(): string {
  return `The CONV file has more than ${MAX_CONV_ROWS.toLocaleString("en-US")} rows with a part number; the comparison takes at most ${MAX_CONV_ROWS.toLocaleString("en-US")}.`;
}

/** Reads the CONV file's part, compare and display columns into memory, at most MAX_CONV_ROWS rows (413 past it). */
export async function readConvRows(
  conv: ByteSource,
  columns: ComparisonColumns,
  onBytes?: CsvScanOptions["onBytes"],
): Promise<ConvRows> {
  const { displayColumn } = columns;
  const wanted: WantedColumn[] = [
    { label: "Column", name: ECL_PN },
    { label: "Part column", name: columns.partColumn },
    { label: "Compare column", name: columns.valueColumn },
    ...(displayColumn ? [{ label: "Display column", name: displayColumn }] : []),
  ];
  let cols: number[] = [];
  const rows: ConvRows = { headers: [], ecl: [], part: [], value: [], display: [], keys: new Map(), rowsOf: [] };
  const scan = await labelErrors("CONV", scanCsv(conv, {
    ...INVENTORY_READ,
    missingHeaderMessage: noHeaderMessage("CONV"),
    onBytes,
    onHeader: (h) => {
      cols = resolveColumns(h, "CONV", wanted);
    },
    columns: () => cols,
    onRow: (f) => {
      const key = f[cols[1]].trim();
      if (key === "") return;
      const index = rows.ecl.length;
      if (index === MAX_CONV_ROWS) throw new ApiError({ code: "payload_too_large", message: convRowsLimitMessage() });
      rows.ecl.push(keptCell(f[cols[0]]));
      rows.part.push(keptCell(f[cols[1]]));
      rows.value.push(detachString(f[cols[2]]));
      if (displayColumn) rows.display.push(keptCell(f[cols[3]]));
      const id = rows.keys.get(key);
      if (id === undefined) {
        rows.keys.set(detachString(key), rows.rowsOf.length);
        rows.rowsOf.push(index);
      } else {
        const seen = rows.rowsOf[id];
        if (typeof seen === "number") rows.rowsOf[id] = [seen, index];
        else seen.push(index);
      }
    },
  }));
  rows.headers = scan.headers;
  return rows;
}
