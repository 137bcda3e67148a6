import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors/api-error";
import { textSource } from "@/lib/csv/byte-source";
import { countValues } from "@/lib/data-tools/count-values";
import { exportDuplicatesCsv } from "@/lib/data-tools/export-duplicates";
import { findDuplicates } from "@/lib/data-tools/find-duplicates";
import { MAX_DISTINCT_VALUES } from "@/lib/data-tools/limits";
import { convertMonthlyFeed } from "@/lib/monthly-feed/convert-monthly-feed";

// The real bound is millions of values; the tools take a smaller one so a file just past it is a few lines.
const values = (n: number) => "v\n" + Array.from({ length: n }, (_, i) => `value-${i}`).join("\n") + "\n";
const options = { headerRow: 1, column: "v", maxDistinct: 5 };

async function refusal(job: Promise<unknown>): Promise<ApiError> {
  const err = await job.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe("different values past the bound", () => {
  it("stays under JavaScript's 2^24 Map entries", () => {
    expect(MAX_DISTINCT_VALUES).toBeLessThanOrEqual(2 ** 24);
  });

  it("value counts answer 422 naming the bound", async () => {
    const err = await refusal(countValues(textSource(values(6)), options));
    expect(err.status).toBe(422);
    expect(err.message).toBe("The column has more than 5 different values; value counts handle at most 5.");
  });

  it("the duplicate finder and its export answer 422 naming the bound", async () => {
    const message = "The column has more than 5 different values; the duplicate finder handles at most 5.";
    for (const job of [
      findDuplicates(textSource(values(6)), options),
      exportDuplicatesCsv(textSource(values(6)), options),
    ]) {
      const err = await refusal(job);
      expect(err.status).toBe(422);
      expect(err.message).toBe(message);
    }
  });

  it("stops reading at the value past the bound, not at the end of the file", async () => {
    const seen: number[] = [];
    await refusal(
      countValues(textSource(values(6) + "x\n".repeat(200_000)), { ...options, onProgress: (f) => seen.push(f) }),
    );
    expect(seen.at(-1) ?? 0).toBeLessThan(1);
  });

  it("exactly the bound's worth of values is counted", async () => {
    const counted = await countValues(textSource(values(5) + values(5).slice(2)), options);
    expect(counted.rows).toHaveLength(5);
    expect(counted.rows.every((r) => r.count === 2)).toBe(true);
  });

  it("the monthly feed's merge answers 422 past the bound of Invoice# and ProductSKU pairs, and converts without merging", async () => {
    const lines = Array.from({ length: 4 }, (_, i) => `S${i},AS-${i},Toilet,1`);
    const file = ["Invoice#,ProductSKU,Description,Quantity", ...lines].join("\n");
    const err = await refusal(
      convertMonthlyFeed(textSource(file), { filename: "x", mergeLines: true, asOnly: false, maxGroups: 3 }),
    );
    expect(err.status).toBe(422);
    expect(err.message).toBe(
      "The file has more than 3 different Invoice# and ProductSKU pairs; merging lines handles at most 3. Turn off merging to convert it line by line.",
    );
    const plain = await convertMonthlyFeed(textSource(file), {
      filename: "x",
      mergeLines: false,
      asOnly: false,
      maxGroups: 3,
    });
    expect(plain.output_rows).toBe(4);
  });

  it("the duplicate finder and the feed's merge answer 422 past the rows they note", async () => {
    const dup = await refusal(
      findDuplicates(textSource("v\n" + "a\n".repeat(11)), { headerRow: 1, column: "v", maxRows: 10 }),
    );
    expect(dup.status).toBe(422);
    expect(dup.message).toBe("The file has more than 10 data rows; the duplicate finder handles at most 10.");
    const file = "Invoice#,ProductSKU,Quantity\n" + "S1,AS-1,1\n".repeat(11);
    const feed = await refusal(
      convertMonthlyFeed(textSource(file), { filename: "x", mergeLines: true, asOnly: false, maxRows: 10 }),
    );
    expect(feed.message).toBe("The file has more than 10 data rows; merging lines handles at most 10.");
  });
});
