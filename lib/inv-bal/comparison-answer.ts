import type { PartColumn } from "./part-columns";
import type { RepeatedKey } from "./repeated-keys";

/** The columns a comparison was asked for: they name the results table's and the export's columns. */
export type ComparisonColumns = { partColumn: PartColumn; valueColumn: string; displayColumn?: string };

/** One compared pair of rows. Blank cells are null (never NaN); the display pair is present only when asked for. */
export type ComparedItem = {
  id: number;
  eds_ecl: string | null;
  conv_ecl: string | null;
  /** The CONV part-number value the row joined on. */
  matched_val: string | null;
  conv_val: string | null;
  eds_val: string | null;
  conv_display?: string | null;
  eds_display?: string | null;
  diff: number;
};

/** The JSON answer of POST /api/compare-inv-bal: the spec's fields (clarification 13), bounded, plus the repeats. */
export type InventoryComparison = {
  matched_row_count: number;
  unmatched_count: number;
  /** The first differing rows (at most MAX_DIFFERENCES); see `differences_truncated` and `warning`. */
  differences: ComparedItem[];
  differences_truncated: boolean;
  warning: string | null;
  /** The first compared rows (at most MAX_ALL_ITEMS); `matched_row_count` counts them all, the CSV export holds them. */
  all_items: ComparedItem[];
  all_items_truncated: boolean;
  shared_columns: string[];
  summary: string;
  /** Part numbers found more than once, the most repeated first (at most MAX_REPEATED_KEYS). */
  repeated_keys: RepeatedKey[];
  repeated_key_count: number;
};
