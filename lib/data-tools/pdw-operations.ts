import { findColumn } from "@/lib/csv/column-index";
import { MAX_PROCESSED_CELL_CHARS } from "./limits";
import { processedValueTooLongMessage } from "./messages";
import type { PdwProcessingOptions } from "./schemas";
import { ToolLimitError } from "./tool-limit-error";
import { toUpc11 } from "./upc-11";

/** One processing step, resolved against the file's headers; `column` is -1 for steps on every cell. */
export type PdwStep = { summary: string; column: number; apply: (cell: string) => string };

export const NO_OPTIONS_SUMMARY = "No processing options selected";

type Options = Pick<
  PdwProcessingOptions,
  "removeCommas" | "removeDollars" | "upperColumn" | "upcColumn" | "replacements"
>;

/**
 * The steps in their fixed order (clarification 16): commas, `$`, upper-case, UPC-11, then each search-and-replace
 * in list order (literal, case-sensitive, every occurrence). A step whose column is not in the file, or a replace
 * with empty search text, is skipped and not listed in the summary.
 */
export function planPdwSteps(headers: readonly string[], options: Options): PdwStep[] {
  const steps: PdwStep[] = [];
  if (options.removeCommas) {
    steps.push({ summary: "Removed commas from all fields", column: -1, apply: (c) => removeAll(c, ",") });
  }
  if (options.removeDollars) {
    steps.push({ summary: "Removed dollar signs from all columns", column: -1, apply: (c) => removeAll(c, "$") });
  }
  const upper = options.upperColumn ? findColumn(headers, options.upperColumn) : -1;
  if (upper >= 0) {
    steps.push({
      summary: `Converted column '${headers[upper]}' to uppercase`,
      column: upper,
      apply: (c) => c.toUpperCase(),
    });
  }
  const upc = options.upcColumn ? findColumn(headers, options.upcColumn) : -1;
  if (upc >= 0) {
    steps.push({ summary: `Formatted column '${headers[upc]}' as 11-digit UPC`, column: upc, apply: toUpc11 });
  }
  for (const r of options.replacements ?? []) {
    const column = r.search === "" || r.column === "" ? -1 : findColumn(headers, r.column);
    if (column < 0) continue;
    const summary =
      r.replace === ""
        ? `Removed '${r.search}' from column '${headers[column]}'`
        : `Replaced '${r.search}' with '${r.replace}' in column '${headers[column]}'`;
    // split/join, not replaceAll: a replacement such as "$&" must be inserted literally, not as a pattern.
    const name = headers[column];
    steps.push({
      summary,
      column,
      apply: (c) => (c.includes(r.search) ? replaceBounded(c, r.search, r.replace, name) : c),
    });
  }
  return steps;
}

/** One line per active option, or the single line "No processing options selected". */
export function pdwProcessingSummary(headers: readonly string[], options: Options): string[] {
  const lines = planPdwSteps(headers, options).map((s) => s.summary);
  return lines.length > 0 ? lines : [NO_OPTIONS_SUMMARY];
}

/** Applies the steps to one data row, in place. */
export function applyPdwSteps(steps: readonly PdwStep[], row: string[]): string[] {
  for (const step of steps) {
    if (step.column < 0) {
      for (let i = 0; i < row.length; i++) row[i] = step.apply(row[i]);
    } else row[step.column] = step.apply(row[step.column] ?? "");
  }
  return row;
}

/** Checked per step: each step's input then stays within the limit, so no chain of replacements can explode. */
function replaceBounded(cell: string, search: string, replace: string, column: string): string {
  const out = cell.split(search).join(replace);
  if (out.length > MAX_PROCESSED_CELL_CHARS) {
    throw new ToolLimitError(processedValueTooLongMessage(column, MAX_PROCESSED_CELL_CHARS));
  }
  return out;
}

function removeAll(cell: string, char: string): string {
  return cell.includes(char) ? cell.replaceAll(char, "") : cell;
}
