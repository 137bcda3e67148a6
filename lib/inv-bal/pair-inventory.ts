import type { ByteSource } from "@/lib/csv/byte-source";
import type { CsvScanOptions } from "@/lib/csv/scan-csv";
import { scanCsv } from "@/lib/csv/scan-csv";
import { hashText, trimmedEnd, trimmedStart } from "@/lib/data-tools/value-ids";
import type { ComparedItem } from "./comparison-answer";
import { MAX_REPEATED_KEYS } from "./comparison-limits";
import type { ConvRows } from "./conv-rows";
import { inventoryDifference } from "./difference";
import { noHeaderMessage } from "./inventory-headers";
import { INVENTORY_READ, keptCell, labelErrors, resolveColumns, type WantedColumn } from "./inventory-scan";
import { ECL_PN } from "./part-columns";
import type { RepeatedKey } from "./repeated-keys";

export type PairTotals = {
  edsHeaders: string[];
  matched: number;
  unmatched: number;
  repeatedKeys: RepeatedKey[];
  repeatedKeyCount: number;
};

export type PairOptions = {
  valueColumn: string;
  displayColumn?: string;
  onBytes?: CsvScanOptions["onBytes"];
  /** Called once the EDS file's columns are found, before any pair: what follows can no longer be a missing column. */
  onHeader?: () => void;
  /**
   * Whether a pair with this difference is handed to `onPair` (every pair is counted either way): an export of the
   * differences, or an answer whose lists are full, then makes no object and reads no cell of the pairs it skips.
   */
  wantPair?: (diff: number) => boolean;
};

/**
 * Streams the EDS file past the CONV rows and hands out each compared pair, in EDS order (clarification 11: EDS
 * ECL_PN = the CONV part column, keys trimmed, a blank key joins nothing).
 *
 * A part number found more than once is paired in file order: its k-th EDS row with its k-th CONV row, and rows
 * without a partner are left out (and reported in `repeatedKeys`). That departs from the SQL/pandas inner join only
 * for repeated keys, where the join would answer every pairing: two 1,000-row files of one part number made a
 * million rows (103 MB of JSON), 10,000 each would make 100 million. Two inventory lists that name a part twice mean
 * two stock lines, 1st against 1st; and because every input row is in at most one pair, the pairs (and the export)
 * grow with the input, never with its square, nor with a long cell copied into every pair of a key.
 */
export async function pairInventory(
  conv: ConvRows,
  eds: ByteSource,
  options: PairOptions,
  onPair: (item: ComparedItem) => void,
): Promise<PairTotals> {
  const display = options.displayColumn;
  const wanted: WantedColumn[] = [
    { label: "Column", name: ECL_PN },
    { label: "Compare column", name: options.valueColumn },
    ...(display ? [{ label: "Display column", name: display }] : []),
  ];
  let cols: number[] = [];
  // How many EDS rows of each CONV part number were seen: the next one pairs with that CONV occurrence.
  const seen = new Uint32Array(conv.rowsOf.length);
  let matched = 0;
  let unmatched = 0;
  const scan = await labelErrors(
    "EDS",
    scanCsv(eds, {
      ...INVENTORY_READ,
      missingHeaderMessage: noHeaderMessage("EDS"),
      onBytes: options.onBytes,
      onHeader: (h) => {
        cols = resolveColumns(h, "EDS", wanted);
        options.onHeader?.();
      },
      columns: () => cols,
      onRow: (f) => {
        const key = f[cols[0]];
        const start = trimmedStart(key, 0, key.length);
        const end = trimmedEnd(key, start, key.length);
        if (start === end) return;
        const keyId = conv.keys.find(key, start, end, hashText(key, start, end));
        if (keyId < 0) return;
        const k = seen[keyId]++;
        const rows = conv.rowsOf[keyId];
        const index = typeof rows === "number" ? (k === 0 ? rows : -1) : k < rows.length ? rows[k] : -1;
        if (index < 0) return;
        const edsVal = f[cols[1]];
        const convVal = conv.value.get(index);
        const diff = inventoryDifference(convVal, edsVal);
        const id = matched++;
        if (diff !== 0) unmatched++;
        if (options.wantPair && !options.wantPair(diff)) return;
        const item: ComparedItem = {
          id,
          eds_ecl: keptCell(f[cols[0]]),
          conv_ecl: conv.ecl.get(index) || null,
          matched_val: conv.part.get(index) || null,
          conv_val: convVal || null,
          eds_val: keptCell(edsVal),
          diff,
        };
        if (display) {
          item.conv_display = conv.display.get(index) || null;
          item.eds_display = keptCell(f[cols[2]]);
        }
        onPair(item);
      },
    }),
  );
  return { edsHeaders: scan.headers, matched, unmatched, ...repeatedKeys(conv, seen) };
}

/** The part numbers found in both files and more than once in either, the most repeated first, then in CONV order. */
function repeatedKeys(conv: ConvRows, seen: Uint32Array): { repeatedKeys: RepeatedKey[]; repeatedKeyCount: number } {
  const convCount = (id: number) => {
    const rows = conv.rowsOf[id];
    return typeof rows === "number" ? 1 : rows.length;
  };
  // Usually a handful; at worst one per two CONV rows, so only ids are collected before sorting.
  const ids: number[] = [];
  for (let id = 0; id < conv.keys.size; id++) if (seen[id] > 0 && (seen[id] > 1 || convCount(id) > 1)) ids.push(id);
  const most = (at: number) => Math.max(convCount(ids[at]), seen[ids[at]]);
  const order = ids.map((_, at) => at).sort((a, b) => most(b) - most(a) || ids[a] - ids[b]);
  return {
    repeatedKeys: order
      .slice(0, MAX_REPEATED_KEYS)
      .map((at) => ({ key: conv.keys.value(ids[at]), conv_count: convCount(ids[at]), eds_count: seen[ids[at]] })),
    repeatedKeyCount: ids.length,
  };
}
