import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { textSource } from "@/lib/csv/byte-source";
import { scanCsv } from "@/lib/csv/scan-csv";
import { spreadsheetCsvLine, writeSpreadsheetLine } from "@/lib/csv/spreadsheet-csv";
import { ValueIds, hashText, isTrimmed } from "@/lib/data-tools/value-ids";
import { chunkedSource } from "./sources";

/** Every row as scanCsv hands it: cells from onRow, or the viewed text split (`column` -1: the whole line). */
async function rowsRead(text: string, chunk: number, column: number | null) {
  const seen: { index: number; cells: string[]; viewed: boolean }[] = [];
  await scanCsv(chunkedSource(text, chunk), {
    textView:
      column === null
        ? undefined
        : {
            column: column < 0 ? undefined : () => column,
            onText: (t, start, end, index) => {
              seen.push({
                index,
                cells: column < 0 ? t.slice(start, end).split(",") : [t.slice(start, end)],
                viewed: true,
              });
            },
          },
    onRow: (fields, _line, index) => {
      seen.push({ index, cells: column === null || column < 0 ? [...fields] : [fields[column]], viewed: false });
    },
  });
  return seen;
}

describe("scanCsv's text view", () => {
  const file = 'a,b,c\r\n1,x,2\n\n3," y ",4\r5,z\n6,w,7,,\n8,,9\r\n' + `${"k".repeat(20_000)},long,1\n` + "10,v,11";

  it("hands quote-free rows of the header's width as text, every other row as cells, the same values in order", async () => {
    for (const chunk of [1, 3, 7, 64, 1 << 16]) {
      for (const column of [0, 1, 2]) {
        const viewed = await rowsRead(file, chunk, column);
        const plain = await rowsRead(file, chunk, null);
        expect(viewed.map(({ index, cells }) => ({ index, cells }))).toEqual(
          plain.map(({ index, cells }) => ({ index, cells: [cells[column]] })),
        );
        // Quoted, ragged, blank and long rows are not viewed.
        expect(viewed.filter((r) => r.viewed).map((r) => r.index)).toEqual([0, 4, 6]);
      }
      const lines = await rowsRead(file, chunk, -1);
      expect(lines.map(({ index, cells }) => ({ index, cells }))).toEqual(
        (await rowsRead(file, chunk, null)).map(({ index, cells }) => ({ index, cells })),
      );
    }
  });

  it("keeps the reader's refusals: a ragged row with values past the header is still a 400 naming its line", async () => {
    await expect(scanCsv(textSource("a,b\n1,2\n3,4,5\n"), { textView: { onText: () => {} } })).rejects.toThrow(
      "Line 3 has 3 values, but the header has 2 columns.",
    );
  });
});

describe("value ids", () => {
  it("trims exactly what String.prototype.trim trims, for every UTF-16 code unit", () => {
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      expect(isTrimmed(c), `U+${c.toString(16)}`).toBe(`a${ch}`.trim() === "a");
    }
  });

  it("gives each distinct stretch of text one id, in order of first appearance, across table growth", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 3000 }), fc.nat(5), (values, pad) => {
        const ids = new ValueIds();
        const expected = new Map<string, number>();
        for (const v of values) {
          const text = `${"_".repeat(pad)}${v}|`;
          const hash = hashText(text, pad, pad + v.length);
          let id = ids.find(text, pad, pad + v.length, hash);
          if (id < 0) id = ids.add(text, pad, pad + v.length, hash);
          if (!expected.has(v)) expected.set(v, expected.size);
          expect(id).toBe(expected.get(v));
        }
        expect(ids.strings()).toEqual([...expected.keys()]);
      }),
      { numRuns: 50 },
    );
  });

  it("gives back every value as it was, an unpaired surrogate too", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 4 }).map((units) => String.fromCharCode(...units)),
          { maxLength: 200 },
        ),
        (values) => {
          const ids = new ValueIds();
          for (const v of values) ids.add(v, 0, v.length, hashText(v, 0, v.length));
          expect(ids.strings()).toEqual(values);
        },
      ),
    );
  });
});

describe("writeSpreadsheetLine", () => {
  it("writes the bytes spreadsheetCsvLine writes, or declines (-1) where a cell needs its general path", () => {
    const cell = fc.oneof(
      fc.constantFrom("", "=1+2", "-12.5", "+x", "@a", "\tb", "plain", "1.5", "é", "-", "a b"),
      fc.string({ maxLength: 5 }).filter((s) => !/[",\r\n]/.test(s)),
    );
    fc.assert(
      fc.property(fc.array(cell, { minLength: 1, maxLength: 6 }), (cells) => {
        const line = `>${cells.join(",")}<`;
        const out = new Uint8Array(3 * line.length + 4);
        const written = writeSpreadsheetLine(line, 1, line.length - 1, 44, out, 0);
        const expected = spreadsheetCsvLine(cells);
        if (written < 0) {
          expect(cells.some((c) => /^[=+\-@\t]/.test(c) || /[^\x00-\x7f]/.test(c))).toBe(true);
        } else expect(new TextDecoder().decode(out.subarray(0, written))).toBe(expected);
      }),
    );
  });
});
