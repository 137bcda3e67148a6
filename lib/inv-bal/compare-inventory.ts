import type { ByteSource } from "@/lib/csv/byte-source";
import { progressSlice, type ProgressCallback } from "@/lib/csv/progress";
import type { ComparedItem, ComparisonColumns, InventoryComparison } from "./comparison-answer";
import { MAX_ALL_ITEMS, MAX_DIFFERENCES, MAX_LIST_CHARS } from "./comparison-limits";
import { comparisonSummary, differencesWarning } from "./comparison-summary";
import { readConvRows } from "./conv-rows";
import { pairInventory } from "./pair-inventory";
import { sharedColumns } from "./shared-columns";

export type { ComparedItem, InventoryComparison } from "./comparison-answer";

export type CompareInventoryOptions = ComparisonColumns & { onProgress?: ProgressCallback };

/** The display column, unless it is the compare column (clarification 13: then there is no display pair). */
export function displayColumnOf(options: { valueColumn: string; displayColumn?: string }): string | undefined {
  return options.displayColumn && options.displayColumn !== options.valueColumn ? options.displayColumn : undefined;
}

/** The first rows offered to it, up to a number of rows and of cell characters; then it only counts. */
class FirstRows {
  readonly items: ComparedItem[] = [];
  private chars = 0;
  /** Set by the first item that did not fit: no later one is kept. */
  full = false;

  constructor(private readonly maxItems: number) {}

  offer(item: ComparedItem): void {
    if (this.full) return;
    const chars = cellChars(item);
    if (this.items.length === this.maxItems || this.chars + chars > MAX_LIST_CHARS) {
      this.full = true;
      return;
    }
    this.chars += chars;
    this.items.push(item);
  }
}

function cellChars(i: ComparedItem): number {
  const len = (v: string | null | undefined) => (v ? v.length : 0);
  return (
    len(i.eds_ecl) +
    len(i.conv_ecl) +
    len(i.matched_val) +
    len(i.conv_val) +
    len(i.eds_val) +
    len(i.conv_display) +
    len(i.eds_display)
  );
}

/**
 * The inventory balance comparison (clarifications 10–14) as the JSON answer: both files windows-1252, column names
 * on line 9, every cell text; pairs as `pairInventory` makes them. The answer is bounded whatever the files hold:
 * the first MAX_ALL_ITEMS pairs and MAX_DIFFERENCES differences (each list at most MAX_LIST_CHARS cell characters),
 * whole counts, and the repeated part numbers. Only the kept CONV columns and those first rows are in memory.
 */
export async function compareInventory(
  conv: ByteSource,
  eds: ByteSource,
  options: CompareInventoryOptions,
): Promise<InventoryComparison> {
  const displayColumn = displayColumnOf(options);
  const split = conv.size + eds.size > 0 ? conv.size / (conv.size + eds.size) : 0.5;
  const convRows = await readConvRows(conv, { ...options, displayColumn }, progressSlice(options.onProgress, 0, split));
  const all = new FirstRows(MAX_ALL_ITEMS);
  const differences = new FirstRows(MAX_DIFFERENCES);
  const totals = await pairInventory(
    convRows,
    eds,
    {
      valueColumn: options.valueColumn,
      displayColumn,
      onBytes: progressSlice(options.onProgress, split, 1),
      wantPair: (diff) => !all.full || (diff !== 0 && !differences.full),
    },
    (item) => {
      all.offer(item);
      if (item.diff !== 0) differences.offer(item);
    },
  );
  options.onProgress?.(1);
  const shown = differences.items.length;
  return {
    matched_row_count: totals.matched,
    unmatched_count: totals.unmatched,
    differences: differences.items,
    differences_truncated: totals.unmatched > shown,
    warning: totals.unmatched > shown ? differencesWarning(totals.unmatched, shown) : null,
    all_items: all.items,
    all_items_truncated: totals.matched > all.items.length,
    shared_columns: sharedColumns(convRows.headers, totals.edsHeaders),
    summary: comparisonSummary(totals.matched, totals.unmatched),
    repeated_keys: totals.repeatedKeys,
    repeated_key_count: totals.repeatedKeyCount,
  };
}
