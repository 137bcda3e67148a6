import { describe, expect, it } from "vitest";
import { JSON_BODY_LIMIT_BYTES } from "@/lib/api/read-body";
import { jsonBatches } from "@/lib/api-client/json-batches";

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

describe("jsonBatches", () => {
  it("splits a list too big for one request into requests that each fit the API's 1 MB, in order", () => {
    const rows = Array.from({ length: 16_000 }, (_, i) => ({
      line: i + 1,
      productId: `P${i}`,
      branch: "Ünïcødé branch name €",
    }));
    expect(bytes({ rows })).toBeGreaterThan(JSON_BODY_LIMIT_BYTES);
    const batches = jsonBatches(rows.map((r) => [r]));
    expect(batches.length).toBeGreaterThan(1);
    for (const batch of batches) expect(bytes({ rows: batch })).toBeLessThanOrEqual(JSON_BODY_LIMIT_BYTES);
    expect(batches.flat()).toEqual(rows);
  });

  it("keeps a group in one batch when it fits in one; only a group larger than a batch is split", () => {
    const item = "x".repeat(98); // 101 bytes with its quotes and comma
    const groups = [Array(6).fill(item), Array(6).fill(item), Array(25).fill(item)];
    const batches = jsonBatches(groups, 1010);
    // The second group would not fit beside the first: it starts a batch, which the big one then fills up.
    expect(batches.map((b) => b.length)).toEqual([6, 10, 10, 10, 1]);
  });

  it("sends a small piece of work as one request", () => {
    expect(jsonBatches([["a", "b"], ["c"]])).toEqual([["a", "b", "c"]]);
    expect(jsonBatches([])).toEqual([]);
  });
});
