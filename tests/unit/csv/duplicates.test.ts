import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { textSource } from "@/lib/csv/byte-source";
import { serializeCsv } from "@/lib/csv/serialize-csv";
import { duplicatesFileName, exportDuplicatesCsv } from "@/lib/data-tools/export-duplicates";
import { duplicatesFoundMessage, findDuplicates } from "@/lib/data-tools/find-duplicates";
import { readHeaderRow } from "@/lib/data-tools/header-row";

const FILE = [
  "Report",
  "",
  "SKU,Name",
  "A1,first",
  " B2 ,second",
  "C3,third",
  "A1 ,fourth",
  ",blank",
  "B2,fifth",
  "A1,sixth",
  "",
].join("\n");

describe("duplicate finder", () => {
  it("counts the header row in physical lines, blank ones included", async () => {
    expect(await readHeaderRow(textSource(FILE), 3)).toEqual(["SKU", "Name"]);
  });

  it("lists every row whose trimmed value repeats, first occurrence included, grouped in first-seen order", async () => {
    const r = await findDuplicates(textSource(FILE), { headerRow: 3, column: "SKU" });
    expect(r.rows).toEqual([
      ["A1", "first"],
      ["A1 ", "fourth"],
      ["A1", "sixth"],
      [" B2 ", "second"],
      ["B2", "fifth"],
    ]);
    expect(r.duplicateRowCount).toBe(5);
    expect(r.groupCount).toBe(2);
    expect(r.truncated).toBe(false);
    expect(duplicatesFoundMessage(r.duplicateRowCount)).toBe("5 duplicate row(s) found");
  });

  it("ignores blank values, however many", async () => {
    const r = await findDuplicates(textSource("k\n\n \n,\nx\n"), { headerRow: 1, column: "k" });
    expect(r.duplicateRowCount).toBe(0);
    expect(r.rows).toEqual([]);
  });

  it("caps the rows returned but not the count", async () => {
    const r = await findDuplicates(textSource("k\n" + "same\n".repeat(30)), { headerRow: 1, column: "k", limit: 10 });
    expect(r.duplicateRowCount).toBe(30);
    expect(r.rows).toHaveLength(10);
    expect(r.truncated).toBe(true);
  });

  it("answers the spec's message when the header row is past the end, and names a missing column", async () => {
    await expect(findDuplicates(textSource("a\n1\n"), { headerRow: 3, column: "a" })).rejects.toThrow(
      "Invalid header row. Not enough data.",
    );
    await expect(findDuplicates(textSource("a\n1\n"), { headerRow: 1, column: "zz" })).rejects.toThrow(
      "Column 'zz' not found.",
    );
  });

  it("exports duplicates_{col}_{date}.csv with the header and every duplicate row, every cell quoted", async () => {
    const out = await exportDuplicatesCsv(textSource(FILE), {
      headerRow: 3,
      column: "SKU",
      date: new Date(2026, 10, 21),
    });
    expect(out.filename).toBe("duplicates_SKU_2026-11-21.csv");
    expect(out.rowCount).toBe(5);
    expect(await out.content.text()).toBe(
      '"SKU","Name"\r\n"A1","first"\r\n"A1 ","fourth"\r\n"A1","sixth"\r\n" B2 ","second"\r\n"B2","fifth"\r\n',
    );
    expect(duplicatesFileName("a/b", new Date(2026, 0, 2))).toBe("duplicates_a_b_2026-01-02.csv");
  });

  it("neutralises formula cells in the export (header too) and keeps plain numbers", async () => {
    const file = "@SKU,Qty\n=A1,-12.5\n=A1,\t=cmd\nB,+3\n";
    const out = await exportDuplicatesCsv(textSource(file), { headerRow: 1, column: "@SKU" });
    expect(await out.content.text()).toBe(`"'@SKU","Qty"\r\n"'=A1","-12.5"\r\n"'=A1","'\t=cmd"\r\n`);
    // The screen shows the cells as they are in the file.
    expect((await findDuplicates(textSource(file), { headerRow: 1, column: "@SKU" })).rows[0]).toEqual([
      "=A1",
      "-12.5",
    ]);
  });

  it("reports progress up to 1 across both passes", async () => {
    const seen: number[] = [];
    await findDuplicates(textSource(FILE), { headerRow: 3, column: "SKU", onProgress: (f) => seen.push(f) });
    expect(seen.at(-1)).toBe(1);
    expect(seen.every((v, i) => i === 0 || v >= seen[i - 1])).toBe(true);
  });

  it("matches a naive model: the count is the sum of groups of size > 1, rows grouped in first-seen order", async () => {
    const value = fc.constantFrom("a", "b", "c", " a", "b ", "", " ", 'q"x', "d,e");
    await fc.assert(
      fc.asyncProperty(
        fc.array(value, { maxLength: 40 }),
        fc.constantFrom("all", "minimal") as fc.Arbitrary<"all" | "minimal">,
        fc.integer({ min: 0, max: 12 }),
        async (values, quoting, limit) => {
          const rows = values.map((v, i) => [v, String(i)]);
          const text = serializeCsv([["v", "i"], ...rows], quoting);
          const r = await findDuplicates(textSource(text), { headerRow: 1, column: "v", limit });

          const groups = new Map<string, string[][]>();
          for (const row of rows) {
            const key = row[0].trim();
            if (key === "") continue;
            groups.set(key, [...(groups.get(key) ?? []), row]);
          }
          const expected = [...groups.values()].filter((g) => g.length > 1);
          expect(r.duplicateRowCount).toBe(expected.reduce((n, g) => n + g.length, 0));
          expect(r.groupCount).toBe(expected.length);
          expect(r.rows).toEqual(expected.flat().slice(0, limit));
        },
      ),
      { numRuns: 60 },
    );
  });
});
