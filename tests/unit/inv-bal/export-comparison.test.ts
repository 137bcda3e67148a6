import { describe, expect, it } from "vitest";
import type { ByteSource } from "@/lib/csv/byte-source";
import { compareInventory } from "@/lib/inv-bal/compare-inventory";
import { MAX_ALL_ITEMS, MAX_DIFFERENCES } from "@/lib/inv-bal/comparison-limits";
import { comparisonFileName, exportComparisonCsv } from "@/lib/inv-bal/export-comparison";
import { inventoryBytes, inventoryFile } from "./inventory-files";

const columns = { partColumn: "ESC.PN", valueColumn: "OH-TOTAL" } as const;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const text = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();
const linesOf = (csv: string) => csv.trimEnd().split("\r\n");

/** An inventory file handed out in 64 KB chunks, as a file on disk is (an uploaded one), counting what was read. */
function countedFile(rows: string[][]): ByteSource & { read: number } {
  const bytes = inventoryBytes(rows);
  const out = {
    size: bytes.length,
    read: 0,
    stream: () => {
      let at = 0;
      return new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            if (at >= bytes.length) return controller.close();
            const chunk = bytes.subarray(at, at + 65536);
            at += chunk.length;
            out.read += chunk.length;
            controller.enqueue(chunk);
          },
        },
        { highWaterMark: 0 },
      );
    },
  };
  return out;
}

describe("the Download CSV", () => {
  const CONV = [
    ["ECL_PN", "ESC.PN", "DESC", "OH-TOTAL"],
    ["C1", "100", 'PIPE ½"', "10"],
    ["C2", "200", "VALVE", "5"],
    ["=C3", "300", "TEE", "-2"],
  ];
  const EDS = [
    ["ECL_PN", "OH-TOTAL", "DESC"],
    ["200", "5", "VALVE"],
    ["100", "4", "PIPE"],
    ["300", "@x", "TEE"],
  ];

  it("holds every differing row, every cell quoted and formulas neutralised, under the spec's file name", async () => {
    const out = await exportComparisonCsv(inventoryFile(CONV), inventoryFile(EDS), {
      ...columns,
      displayColumn: "DESC",
      date: new Date(2026, 10, 21),
    });
    expect(out.filename).toBe("inventory_balance_comparison_2026-11-21.csv");
    expect(comparisonFileName(new Date(2026, 0, 2), "all")).toBe("inventory_balance_all_items_2026-01-02.csv");
    expect(linesOf(await text(out.stream))).toEqual([
      '"EDS ECL_PN","CONV ECL_PN","CONV ESC.PN","CONV OH-TOTAL","EDS OH-TOTAL","CONV DESC","EDS DESC","Difference"',
      '"100","C1","100","10","4","PIPE ½""","PIPE","6"',
      `"300","'=C3","300","-2","'@x","TEE","TEE","1"`,
    ]);
    await out.done;
  });

  it(`holds all the differences past the answer's ${MAX_DIFFERENCES}, and with rows=all every pair past its ${MAX_ALL_ITEMS.toLocaleString("en-US")}`, async () => {
    const n = MAX_ALL_ITEMS + 1500;
    const conv = inventoryFile([["ECL_PN", "ESC.PN", "OH-TOTAL"], ...range(n).map((i) => [`C${i}`, `P${i}`, "1"])]);
    const eds = inventoryFile([["ECL_PN", "OH-TOTAL"], ...range(n).map((i) => [`P${i}`, i % 4 === 0 ? "3" : "1"])]);
    const json = await compareInventory(conv, eds, columns);
    expect(json.differences).toHaveLength(MAX_DIFFERENCES);

    const differences = linesOf(await text((await exportComparisonCsv(conv, eds, columns)).stream));
    expect(differences).toHaveLength(json.unmatched_count + 1);
    expect(differences.slice(1).every((l, k) => l === `"P${4 * k}","C${4 * k}","P${4 * k}","1","3","-2"`)).toBe(true);

    const all = linesOf(await text((await exportComparisonCsv(conv, eds, { ...columns, rows: "all" })).stream));
    expect(all).toHaveLength(json.matched_row_count + 1);
    expect(all.at(-1)).toBe(`"P${n - 1}","C${n - 1}","P${n - 1}","1","1","0"`);
  });

  it("pairs a part repeated in both files in file order: 10,000 × 10,000 rows export 10,000 lines", async () => {
    const conv = inventoryFile([
      ["ECL_PN", "ESC.PN", "OH-TOTAL"],
      ...range(10_000).map((i) => [`C${i}`, "P1", String(i)]),
    ]);
    const eds = inventoryFile([["ECL_PN", "OH-TOTAL"], ...range(10_000).map((i) => ["P1", String(i + 1)])]);
    const lines = linesOf(await text((await exportComparisonCsv(conv, eds, columns)).stream));
    expect(lines).toHaveLength(10_001);
    expect(lines[10_000]).toBe('"P1","C9999","P1","9999","10000","-1"');
  });

  it("is written as it is read: the EDS file is read only as far as the download has been taken", async () => {
    const n = 200_000;
    const conv = inventoryFile([["ECL_PN", "ESC.PN", "OH-TOTAL"], ...range(n).map((i) => [`C${i}`, `P${i}`, "1"])]);
    const eds = countedFile([["ECL_PN", "OH-TOTAL"], ...range(n).map((i) => [`P${i}`, "2"])]);
    const out = await exportComparisonCsv(conv, eds, columns);
    const reader = out.stream.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toMatch(/^"EDS ECL_PN"/);
    // The whole export is about 7 MB; while nobody reads on (the event loop turning freely), what was read of EDS
    // stays a small part of its 2.6 MB: a writer that did not wait would have read it all in a turn or two.
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(eds.read).toBeLessThan(eds.size / 4);
    await reader.cancel();
    await out.done;
  });

  it("refuses a missing column before anything is written", async () => {
    await expect(
      exportComparisonCsv(inventoryFile(CONV), inventoryFile(EDS), { ...columns, valueColumn: "BIN" }),
    ).rejects.toThrow("Compare column 'BIN' not found in CONV file.");
    await expect(
      exportComparisonCsv(inventoryFile(CONV), inventoryFile(EDS), { ...columns, displayColumn: "BIN" }),
    ).rejects.toThrow("Display column 'BIN' not found in CONV file.");
    const noEds = [
      ["ECL_PN", "DESC"],
      ["1", "x"],
    ];
    await expect(exportComparisonCsv(inventoryFile(CONV), inventoryFile(noEds), columns)).rejects.toThrow(
      "Compare column 'OH-TOTAL' not found in EDS file.",
    );
  });
});
