import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { textSource } from "@/lib/csv/byte-source";
import { serializeCsv } from "@/lib/csv/serialize-csv";
import { spreadsheetCsvLine } from "@/lib/csv/spreadsheet-csv";
import { countValues, orderByCountThenFirstSeen } from "@/lib/data-tools/count-values";
import { exportValueCountsCsv, exportValueTableCsv, VALUE_COUNTS_FILENAME } from "@/lib/data-tools/export-value-counts";
import { ValueIds, hashText } from "@/lib/data-tools/value-ids";

describe("value counts", () => {
  it("sorts by count descending, ties by first appearance, values trimmed and blanks ignored", async () => {
    const r = await countValues(
      textSource("x,Branch\n1,ILMV\n2, TNKN\n3,\n4,TNKN \n5,ARLR\n6,ILMV\n7,TNCH\n8,TNKN\n"),
      {
        headerRow: 1,
        column: "Branch",
      },
    );
    expect(r.rows).toEqual([
      { value: "TNKN", count: 3 },
      { value: "ILMV", count: 2 },
      { value: "ARLR", count: 1 },
      { value: "TNCH", count: 1 },
    ]);
    expect(r.nonBlankCount).toBe(7);
  });

  it("exports value_counts.csv with Value and Count, every cell quoted", async () => {
    const out = exportValueCountsCsv([{ value: 'a"b', count: 2 }]);
    expect(out.filename).toBe(VALUE_COUNTS_FILENAME);
    expect(out.filename).toBe("value_counts.csv");
    expect(await out.content.text()).toBe('"Value","Count"\r\n"a""b","2"\r\n');
  });

  it("neutralises values a spreadsheet would run as formulas, not plain numbers", async () => {
    const out = exportValueCountsCsv([
      { value: "=1+2", count: 3 },
      { value: "-12.5", count: 2 },
      { value: "+cmd", count: 1 },
    ]);
    expect(await out.content.text()).toBe('"Value","Count"\r\n"\'=1+2","3"\r\n"-12.5","2"\r\n"\'+cmd","1"\r\n');
  });

  it("writes each line as the spreadsheet CSV writer does, whatever its characters", async () => {
    const value = fc.oneof(
      fc.constantFrom("plain", "é", "a\u2013b", "™", "=x", '"q"', "12", "😀"),
      fc.string({ maxLength: 6 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ value, count: fc.nat(1e7) }), { maxLength: 30 }), async (rows) => {
        const expected = [
          spreadsheetCsvLine(["Value", "Count"]),
          ...rows.map((r) => spreadsheetCsvLine([r.value, String(r.count)])),
        ];
        expect(await exportValueCountsCsv(rows).content.text()).toBe(expected.join(""));
      }),
    );
  });

  it("writes the same bytes from the counts column-wise, a value going straight from the table or through a string", async () => {
    const value = fc.oneof(
      fc.constantFrom("plain", "é", "-12.5", "+x", "@a", "\tb", "a,b", "=1", '"q"', "~", "\u007f"),
      fc.string({ maxLength: 6 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(value, { maxLength: 30 }), async (values) => {
        const ids = new ValueIds();
        for (const v of values) ids.add(v, 0, v.length, hashText(v, 0, v.length));
        const counts = Int32Array.from(values, (_, i) => (i * 7) % 5);
        const order = orderByCountThenFirstSeen(counts);
        const table = { headers: [], column: "c", ids, counts, order, nonBlankCount: 0 };
        const rows = Array.from(order, (id) => ({ value: values[id], count: counts[id] }));
        expect(await exportValueTableCsv(table).content.text()).toBe(await exportValueCountsCsv(rows).content.text());
      }),
    );
  });

  it("orders ids like a stable sort by count descending", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 })), (counts) => {
        const expected = counts.map((_, id) => id).sort((a, b) => counts[b] - counts[a]);
        expect([...orderByCountThenFirstSeen(counts)]).toEqual(expected);
      }),
    );
  });

  it("counts sum to the number of non-blank values, and each count is right", async () => {
    const value = fc.constantFrom("a", "b", " b", "c", "", "  ", "é", "x,y");
    await fc.assert(
      fc.asyncProperty(fc.array(value, { maxLength: 50 }), async (values) => {
        const text = serializeCsv([["v"], ...values.map((v) => [v])]);
        const r = await countValues(textSource(text), { headerRow: 1, column: "v" });
        const nonBlank = values.map((v) => v.trim()).filter((v) => v !== "");
        expect(r.nonBlankCount).toBe(nonBlank.length);
        expect(r.rows.reduce((n, x) => n + x.count, 0)).toBe(nonBlank.length);
        for (const { value: v, count } of r.rows) expect(count).toBe(nonBlank.filter((x) => x === v).length);
        for (let i = 1; i < r.rows.length; i++) {
          const [prev, cur] = [r.rows[i - 1], r.rows[i]];
          expect(prev.count > cur.count || nonBlank.indexOf(prev.value) < nonBlank.indexOf(cur.value)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
