import { fileDate } from "@/lib/csv/file-names";

/** Which pairs a Download CSV holds: the differing ones (the spec's), or every compared one. */
export type ExportRows = "differences" | "all";

/** inventory_balance_comparison_{YYYY-MM-DD}.csv (spec 2, section 9); the every-row export says so in its name. */
export function comparisonFileName(date: Date = new Date(), rows: ExportRows = "differences"): string {
  return `inventory_balance_${rows === "all" ? "all_items" : "comparison"}_${fileDate(date)}.csv`;
}
