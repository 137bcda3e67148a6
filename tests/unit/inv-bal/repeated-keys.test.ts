import { describe, expect, it } from "vitest";
import { compareInventory } from "@/lib/inv-bal/compare-inventory";
import { bytesSource } from "@/lib/csv/byte-source";
import { MAX_ALL_ITEMS, MAX_CONV_ROWS, MAX_LIST_CHARS } from "@/lib/inv-bal/comparison-limits";
import { repeatedKeyLine, repeatedKeysNotice } from "@/lib/inv-bal/repeated-keys";
import { inventoryFile } from "./inventory-files";

const columns = { partColumn: "ESC.PN", valueColumn: "OH-TOTAL" } as const;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
/** CONV and EDS files in which one part number fills `conv` and `eds` rows; EDS values differ on odd rows. */
function oneKey(conv: number, eds: number) {
  return {
    conv: inventoryFile([["ECL_PN", "ESC.PN", "OH-TOTAL"], ...range(conv).map((i) => [`C${i}`, "P1", String(i)])]),
    eds: inventoryFile([["ECL_PN", "OH-TOTAL"], ...range(eds).map((i) => ["P1", String(i % 2 ? i + 1 : i)])]),
  };
}

describe("a part number repeated in both files", () => {
  it("1,000 × 1,000 rows of one part: 1,000 pairs in file order and a small answer, not a million rows", async () => {
    const f = oneKey(1000, 1000);
    const r = await compareInventory(f.conv, f.eds, columns);
    expect(r.matched_row_count).toBe(1000);
    expect(r.unmatched_count).toBe(500);
    expect(r.all_items.slice(0, 3).map((i) => [i.conv_ecl, i.conv_val, i.eds_val])).toEqual([
      ["C0", "0", "0"],
      ["C1", "1", "2"],
      ["C2", "2", "2"],
    ]);
    expect(r.repeated_keys).toEqual([{ key: "P1", conv_count: 1000, eds_count: 1000 }]);
    expect(r.repeated_key_count).toBe(1);
    // 1,000 items and 500 differences of five short cells: about 150 KB. The N × M join answered 103 MB.
    expect(new TextEncoder().encode(JSON.stringify(r)).length).toBeLessThan(400_000);
  });

  it("10,000 × 10,000 rows of one part: 10,000 pairs, answered at once", async () => {
    const f = oneKey(10_000, 10_000);
    const r = await compareInventory(f.conv, f.eds, columns);
    expect(r.matched_row_count).toBe(10_000);
    expect(r.repeated_keys).toEqual([{ key: "P1", conv_count: 10_000, eds_count: 10_000 }]);
    expect(new TextEncoder().encode(JSON.stringify(r)).length).toBeLessThan(2_500_000);
  });

  it("leaves rows without a partner out and lists the most repeated part numbers first", async () => {
    const conv = [
      ["ECL_PN", "ESC.PN", "OH-TOTAL"],
      ["C1", "A", "1"],
      ["C2", "B", "1"],
      ["C3", "B", "2"],
      ["C4", "B", "3"],
      ["C5", "D", "1"],
      ["C6", "D", "1"],
      ["C7", "E", "1"],
    ];
    const eds = [
      ["ECL_PN", "OH-TOTAL"],
      ["A", "1"],
      ["A", "1"],
      ["B", "9"],
      ["C", "1"],
      ["E", "1"],
    ];
    const r = await compareInventory(inventoryFile(conv), inventoryFile(eds), columns);
    expect(r.all_items.map((i) => [i.eds_ecl, i.conv_ecl])).toEqual([
      ["A", "C1"],
      ["B", "C2"],
      ["E", "C7"],
    ]);
    // D repeats in CONV only and is not in EDS: nothing of it was compared, so it is not reported.
    expect(r.repeated_keys).toEqual([
      { key: "B", conv_count: 3, eds_count: 1 },
      { key: "A", conv_count: 1, eds_count: 2 },
    ]);
  });

  it("says what was compared for each repeated part number", () => {
    expect(repeatedKeyLine({ key: "X", conv_count: 1000, eds_count: 1000 })).toBe(
      "Part X appears 1,000 times in CONV and 1,000 times in EDS: 1,000 pairs compared.",
    );
    expect(repeatedKeyLine({ key: "Y", conv_count: 3, eds_count: 1 })).toBe(
      "Part Y appears 3 times in CONV and once in EDS: 1 pair compared; 2 CONV rows left out.",
    );
    expect(repeatedKeyLine({ key: "Z", conv_count: 1, eds_count: 2 })).toBe(
      "Part Z appears once in CONV and 2 times in EDS: 1 pair compared; 1 EDS row left out.",
    );
    expect(repeatedKeysNotice(2)).toMatch(
      /^2 part numbers appear more than once\. Their rows are compared in file order/,
    );
  });
});

describe("the JSON answer's bounds", () => {
  it(`lists the first ${MAX_ALL_ITEMS.toLocaleString("en-US")} compared items and counts the rest`, async () => {
    const n = MAX_ALL_ITEMS + 2500;
    const conv = inventoryFile([["ECL_PN", "ESC.PN", "OH-TOTAL"], ...range(n).map((i) => [`C${i}`, `P${i}`, "1"])]);
    const eds = inventoryFile([["ECL_PN", "OH-TOTAL"], ...range(n).map((i) => [`P${i}`, "1"])]);
    const r = await compareInventory(conv, eds, columns);
    expect(r.matched_row_count).toBe(n);
    expect(r.all_items).toHaveLength(MAX_ALL_ITEMS);
    expect(r.all_items.at(-1)?.id).toBe(MAX_ALL_ITEMS - 1);
    expect(r.all_items_truncated).toBe(true);
    expect(r.summary).toBe(`${n} rows compared, 0 with variance (0.0%)`);
  });

  it(`stops a list at ${MAX_LIST_CHARS.toLocaleString("en-US")} cell characters, so long cells cannot swell the answer`, async () => {
    // Cells at the reader's 32,767-character limit less a little: 40 of them are more than the list takes.
    const long = (i: number) => `${i}`.padEnd(32_000, "x");
    const parts = range(40);
    const conv = inventoryFile([["ECL_PN", "ESC.PN", "OH-TOTAL"], ...parts.map((i) => [`C${i}`, `P${i}`, long(i)])]);
    const eds = inventoryFile([["ECL_PN", "OH-TOTAL"], ...parts.map((i) => [`P${i}`, "1"])]);
    const r = await compareInventory(conv, eds, columns);
    const fits = Math.floor(MAX_LIST_CHARS / (32_000 + "C0P01".length + 2));
    expect(r.unmatched_count).toBe(40);
    expect(r.all_items.length).toBeGreaterThanOrEqual(fits - 1);
    expect(r.all_items.length).toBeLessThan(40);
    expect(r.differences.map((i) => i.conv_ecl)).toEqual(r.all_items.map((i) => i.conv_ecl));
    expect(r.warning).toBe(`Warning: 40 unmatched items. Only showing first ${r.differences.length}.`);
    expect(JSON.stringify(r.all_items).length).toBeLessThan(MAX_LIST_CHARS * 1.05);
    expect(JSON.stringify(r.differences).length).toBeLessThan(MAX_LIST_CHARS * 1.05);
  });
});

describe("the CONV rows held in memory", () => {
  it(`refuses a CONV file of more than ${MAX_CONV_ROWS.toLocaleString("en-US")} rows with a part number as a 413 naming the bound`, async () => {
    const rows = [
      "R",
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      "ECL_PN,ESC.PN,OH-TOTAL",
      ...range(MAX_CONV_ROWS + 1).map((i) => `C,${i},1`),
    ];
    const conv = bytesSource(new TextEncoder().encode(rows.join("\n")));
    const eds = inventoryFile([
      ["ECL_PN", "OH-TOTAL"],
      ["1", "1"],
    ]);
    const refusal = await compareInventory(conv, eds, columns).catch((err: unknown) => err);
    expect(refusal).toMatchObject({
      status: 413,
      message: "The CONV file has more than 1,000,000 rows with a part number; the comparison takes at most 1,000,000.",
    });
  });
});
