import { ApiError } from "@/lib/errors/api-error";
import type { ByteSource } from "@/lib/csv/byte-source";
import type { CsvScanOptions } from "@/lib/csv/scan-csv";
import { scanCsv } from "@/lib/csv/scan-csv";
import { ValueIds, hashText, trimmedEnd, trimmedStart } from "@/lib/data-tools/value-ids";
import type { ComparisonColumns } from "./comparison-answer";
import { MAX_CONV_CHARS, MAX_CONV_ROWS } from "./comparison-limits";
import { noHeaderMessage } from "./inventory-headers";
import { INVENTORY_READ, labelErrors, resolveColumns, type WantedColumn } from "./inventory-scan";
import { PackedColumn } from "./packed-column";
import { ECL_PN } from "./part-columns";

/**
 * The CONV rows with a part number, column-wise (one packed column per kept column: no object per row or cell),
 * and where each part number occurs: `keys` gives a key's id, `rowsOf[id]` its row (or rows, in file order).
 */
export type ConvRows = {
  headers: string[];
  ecl: PackedColumn;
  part: PackedColumn;
  value: PackedColumn;
  /** Empty unless a display column was asked for. */
  display: PackedColumn;
  /** The trimmed part numbers; ids in order of first appearance, which index `rowsOf`. */
  keys: ValueIds;
  rowsOf: (number | number[])[];
};

const n = (value: number) => value.toLocaleString("en-US");
const tooLarge = (message: string) => new ApiError({ code: "payload_too_large", message });

/**
 * Reads the CONV file's ECL_PN, part, compare and display columns into memory, at most MAX_CONV_ROWS rows and
 * MAX_CONV_CHARS characters (413 past either, as soon as the row that passes it is read).
 */
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
  let chars = 0;
  const rows: ConvRows = {
    headers: [],
    ecl: new PackedColumn(),
    part: new PackedColumn(),
    value: new PackedColumn(),
    display: new PackedColumn(),
    keys: new ValueIds(),
    rowsOf: [],
  };
  const scan = await labelErrors(
    "CONV",
    scanCsv(conv, {
      ...INVENTORY_READ,
      missingHeaderMessage: noHeaderMessage("CONV"),
      onBytes,
      onHeader: (h) => {
        cols = resolveColumns(h, "CONV", wanted);
      },
      columns: () => cols,
      onRow: (f) => {
        const key = f[cols[1]];
        const start = trimmedStart(key, 0, key.length);
        const end = trimmedEnd(key, start, key.length);
        if (start === end) return;
        const index = rows.ecl.length;
        if (index === MAX_CONV_ROWS) {
          throw tooLarge(
            `The CONV file has more than ${n(MAX_CONV_ROWS)} rows with a part number; the comparison takes at most ${n(MAX_CONV_ROWS)}.`,
          );
        }
        chars += f[cols[0]].length + f[cols[1]].length + f[cols[2]].length + (displayColumn ? f[cols[3]].length : 0);
        if (chars > MAX_CONV_CHARS) {
          throw tooLarge(
            `The CONV file's compared columns (${wanted.map((w) => w.name).join(", ")}) hold more than ${n(MAX_CONV_CHARS)} characters; the comparison keeps at most ${n(MAX_CONV_CHARS)}.`,
          );
        }
        rows.ecl.push(f[cols[0]]);
        rows.part.push(f[cols[1]]);
        rows.value.push(f[cols[2]]);
        if (displayColumn) rows.display.push(f[cols[3]]);
        const hash = hashText(key, start, end);
        const id = rows.keys.find(key, start, end, hash);
        if (id < 0) {
          rows.keys.add(key, start, end, hash);
          rows.rowsOf.push(index);
        } else {
          const seen = rows.rowsOf[id];
          if (typeof seen === "number") rows.rowsOf[id] = [seen, index];
          else seen.push(index);
        }
      },
    }),
  );
  rows.headers = scan.headers;
  return rows;
}
