import { describe, expect, it } from "vitest";
import { compareInventory } from "@/lib/inv-bal/compare-inventory";
import { readInventoryHeaders } from "@/lib/inv-bal/inventory-headers";
import { defaultCompareColumn, sharedColumns } from "@/lib/inv-bal/shared-columns";
import { compareInvBalFormSchema } from "@/lib/inv-bal/schemas";
import { inventoryFile } from "./inventory-files";

const CONV = [
  ["ECL_PN", "ESC.PN", "ESE.PN", "DESC", "OH-TOTAL", "BIN"],
  ["C1", "100", "900", 'PIPE ½"', "10", "A1"],
  ["C2", " 200 ", "", "VALVE™", "5", "A2"],
  ["C3", "300", "", "TEE", "abc", "A3"],
  ["C4", "", "", "ORPHAN", "1", "A4"],
  ["C5", "400", "", "ELBOW", "", "A5"],
  ["C6", "400", "", "ELBOW 2", "7", "A6"],
];
const EDS = [
  ["ECL_PN", "OH-TOTAL", "DESC", "BIN"],
  ["200", "5", "VALVE™", "B2"],
  ["100", "4", "PIPE", "B1"],
  ["300", "ABC", "TEE", "B3"],
  ["", "9", "BLANK KEY", "B4"],
  ["999", "1", "NOT IN CONV", "B5"],
  ["400", "", "ELBOW", "B6"],
];

const run = (extra: Partial<Parameters<typeof compareInventory>[2]> = {}) =>
  compareInventory(inventoryFile(CONV), inventoryFile(EDS), {
    partColumn: "ESC.PN",
    valueColumn: "OH-TOTAL",
    ...extra,
  });

describe("inventory comparison", () => {
  it("joins EDS ECL_PN to the CONV part column on trimmed keys, in EDS order, a repeated key's rows in file order", async () => {
    const r = await run();
    expect(r.all_items.map((i) => [i.eds_ecl, i.conv_ecl, i.matched_val])).toEqual([
      ["200", "C2", " 200 "],
      ["100", "C1", "100"],
      ["300", "C3", "300"],
      ["400", "C5", "400"],
    ]);
    expect(r.all_items.map((i) => i.id)).toEqual([0, 1, 2, 3]);
    expect(r.matched_row_count).toBe(4);
    expect(r.all_items_truncated).toBe(false);
    expect(r.repeated_keys).toEqual([{ key: "400", conv_count: 2, eds_count: 1 }]);
    expect(r.repeated_key_count).toBe(1);
  });

  it("applies the difference rule and counts the rows with a difference", async () => {
    const r = await run();
    expect(r.all_items.map((i) => i.diff)).toEqual([0, 6, 1, 0]);
    expect(r.unmatched_count).toBe(2);
    expect(r.differences.map((i) => i.conv_ecl)).toEqual(["C1", "C3"]);
    expect(r.summary).toBe("4 rows compared, 2 with variance (50.0%)");
    expect(r.warning).toBeNull();
  });

  it("emits null for blank cells, never NaN, and leaves out the display pair unless asked", async () => {
    const r = await run();
    const blank = r.all_items[3];
    expect(blank.conv_val).toBeNull();
    expect(blank.eds_val).toBeNull();
    expect("conv_display" in blank).toBe(false);
    expect(JSON.stringify(r)).not.toContain("NaN");
  });

  it("adds conv_display and eds_display when the display column differs from the compare column", async () => {
    const r = await run({ displayColumn: "DESC" });
    expect(r.all_items[0]).toMatchObject({ conv_display: "VALVE™", eds_display: "VALVE™" });
    expect(r.all_items[1]).toMatchObject({ conv_display: 'PIPE ½"', eds_display: "PIPE" });
    const same = await run({ displayColumn: "OH-TOTAL" });
    expect("conv_display" in same.all_items[0]).toBe(false);
  });

  it("lists the shared columns sorted and defaults the compare column to OH-TOTAL", async () => {
    const r = await run();
    expect(r.shared_columns).toEqual(["BIN", "DESC", "ECL_PN", "OH-TOTAL"]);
    expect(defaultCompareColumn(r.shared_columns)).toBe("OH-TOTAL");
    expect(defaultCompareColumn(["B", "C"])).toBe("B");
    expect(sharedColumns(["b", "a", "z"], ["a", "b"])).toEqual(["a", "b"]);
    expect(await readInventoryHeaders(inventoryFile(EDS), "EDS")).toEqual(EDS[0]);
  });

  it("answers 400-style messages naming the missing column and the file", async () => {
    const cases: [Partial<Parameters<typeof compareInventory>[2]>, string][] = [
      [{ partColumn: "ESW.PN" }, "Part column 'ESW.PN' not found in CONV file."],
      [{ valueColumn: "QTY" }, "Compare column 'QTY' not found in CONV file."],
      [{ valueColumn: "ESE.PN" }, "Compare column 'ESE.PN' not found in EDS file."],
      [{ displayColumn: "ESE.PN" }, "Display column 'ESE.PN' not found in EDS file."],
    ];
    for (const [extra, message] of cases) await expect(run(extra)).rejects.toThrow(message);
    const noKey = [["PN", "ESC.PN", "OH-TOTAL"]];
    await expect(
      compareInventory(inventoryFile(noKey), inventoryFile(EDS), { partColumn: "ESC.PN", valueColumn: "OH-TOTAL" }),
    ).rejects.toThrow("Column 'ECL_PN' not found in CONV file.");
  });

  it("says which file is too short to have column names on line 9", async () => {
    const { bytesSource } = await import("@/lib/csv/byte-source");
    const short = bytesSource(new TextEncoder().encode("just\na few\nlines\n"));
    await expect(
      compareInventory(short, inventoryFile(EDS), { partColumn: "ESC.PN", valueColumn: "OH-TOTAL" }),
    ).rejects.toThrow("The CONV file has no column names on line 9.");
  });

  it("names the file in any other problem, such as an empty file or a ragged row", async () => {
    const { bytesSource } = await import("@/lib/csv/byte-source");
    await expect(
      compareInventory(inventoryFile(CONV), bytesSource(new Uint8Array()), {
        partColumn: "ESC.PN",
        valueColumn: "OH-TOTAL",
      }),
    ).rejects.toThrow("EDS file: The file is empty.");
    const ragged = [...CONV.slice(0, 2), ["C9", "9", "", "X", "1", "A9", "extra"]];
    await expect(
      compareInventory(inventoryFile(ragged), inventoryFile(EDS), { partColumn: "ESC.PN", valueColumn: "OH-TOTAL" }),
    ).rejects.toThrow("CONV file: Line 11 has 7 values, but the header has 6 columns.");
  });

  it("reports progress across both files, ending at 1", async () => {
    const seen: number[] = [];
    await run({ onProgress: (f) => seen.push(f) });
    expect(seen.at(-1)).toBe(1);
    expect(seen.every((v, i) => i === 0 || v >= seen[i - 1])).toBe(true);
  });

  it("returns at most 1000 differences with the spec's warning", async () => {
    const conv = [["ECL_PN", "ESC.PN", "OH-TOTAL"], ...Array.from({ length: 1500 }, (_, i) => [`C${i}`, `P${i}`, "1"])];
    const eds = [["ECL_PN", "OH-TOTAL"], ...Array.from({ length: 1500 }, (_, i) => [`P${i}`, i < 1200 ? "2" : "1"])];
    const r = await compareInventory(inventoryFile(conv), inventoryFile(eds), {
      partColumn: "ESC.PN",
      valueColumn: "OH-TOTAL",
    });
    expect(r.unmatched_count).toBe(1200);
    expect(r.differences).toHaveLength(1000);
    expect(r.differences_truncated).toBe(true);
    expect(r.warning).toBe("Warning: 1200 unmatched items. Only showing first 1000.");
  });

  it("validates the multipart form", () => {
    const file = (name: string) => new File(["x"], name);
    const ok = compareInvBalFormSchema.safeParse({
      conv_file: file("conv.csv"),
      eds_file: file("eds.CSV"),
      eds_part_col: "ESE.PN",
      value_col: "OH-TOTAL",
      display_col: "",
    });
    expect(ok.success && ok.data.display_col).toBeUndefined();
    const bad = compareInvBalFormSchema.safeParse({
      conv_file: file("conv.xlsx"),
      eds_file: file("e.csv"),
      eds_part_col: "X",
      value_col: "",
    });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      "Choose the Eds part number column (ESC.PN, ESE.PN or ESW.PN)",
      "Choose the column to compare",
      "The CONV file must be a .csv file",
    ]);
  });
});
