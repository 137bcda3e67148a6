import { describe, expect, it } from "vitest";
import { textSource } from "@/lib/csv/byte-source";
import { findDuplicates } from "@/lib/data-tools/find-duplicates";
import { MAX_ANSWER_CHARS } from "@/lib/data-tools/limits";
import { previewCsvFile } from "@/lib/data-tools/pdw-preview";
import { previewPdwProcessing } from "@/lib/data-tools/process-pdw-file";
import { pdwProcessingOptionsSchema } from "@/lib/data-tools/schemas";
import { countValues } from "@/lib/data-tools/count-values";
import { valueCountsAnswer } from "@/lib/data-tools/value-counts-answer";

// Rows of about a megabyte that stay within the reader's own bounds (32,767 characters a cell, 1,048,576 a line).
const WIDE = 31;
const header = ["key", ...Array.from({ length: WIDE }, (_, i) => `c${i}`)].join(",");
const bigRow = (key: string, fill: string) =>
  [key, ...Array.from({ length: WIDE }, () => fill.repeat(32_000))].join(",");
const jsonSize = (v: unknown) => JSON.stringify(v).length;

describe("answers past MAX_ANSWER_CHARS", () => {
  it("the duplicate finder keeps the first rows that fit and says it cut them", async () => {
    // Two groups whose rows interleave in the file, so the rows arrive out of their answer order.
    const keys = ["A", "B", "A", "B", "A", "B", "A", "B", "A", "B"];
    const file = [header, ...keys.map((k, i) => bigRow(k, String(i)))].join("\n");
    const found = await findDuplicates(textSource(file), { headerRow: 1, column: "key" });
    expect(found.duplicateRowCount).toBe(10);
    expect(found.truncated).toBe(true);
    expect(jsonSize(found)).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
    // The answer's order: group A's rows (file rows 0, 2, 4, ...) first; as many as fit, none skipped.
    expect(found.rows.length).toBeGreaterThan(0);
    expect(found.rows.map((r) => r[1][0])).toEqual(
      ["0", "2", "4", "6", "8", "1", "3", "5", "7", "9"].slice(0, found.rows.length),
    );
  });

  it("a page of the PDW preview keeps the rows that fit and says so", async () => {
    const file = [header, ...Array.from({ length: 20 }, (_, i) => bigRow(`k${i}`, "x"))].join("\n");
    const preview = await previewCsvFile(textSource(file), { page: 1 });
    expect(preview.data_rows_count).toBe(20);
    expect(preview.showing_rows).toBe(preview.sample_rows.length);
    expect(preview.showing_rows).toBeLessThan(20);
    expect(preview.truncated).toBe(true);
    expect(preview.message).toBe(
      `Showing ${preview.showing_rows} of 20 rows: an answer holds at most 4,194,304 characters.`,
    );
    expect(jsonSize(preview)).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
    // A page past the end answers the last page, cut the same way.
    const past = await previewCsvFile(textSource(file), { page: 9 });
    expect(past.current_page).toBe(1);
    expect(jsonSize(past)).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
  });

  it("the processing preview keeps the rows that fit and says so", async () => {
    const file = [header, ...Array.from({ length: 10 }, (_, i) => bigRow(`k${i}`, "y"))].join("\n");
    const options = pdwProcessingOptionsSchema.parse({ upperColumn: "c0" });
    const out = await previewPdwProcessing(textSource(file), options);
    expect(out.truncated).toBe(true);
    expect(out.showing_rows).toBeLessThan(10);
    expect(out.processed_rows[0][1]).toBe("Y".repeat(32_000));
    expect(jsonSize(out)).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
  });

  it("value counts list the most frequent values that fit", async () => {
    const values = Array.from({ length: 200 }, (_, i) => `${i}`.padEnd(32_000, "z"));
    const counted = await countValues(textSource(["v", ...values].join("\n")), { headerRow: 1, column: "v" });
    const answer = valueCountsAnswer(counted);
    expect(answer.truncated).toBe(true);
    expect(answer.distinctCount).toBe(200);
    expect(jsonSize(answer)).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
  });
});
