import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CsvInputError } from "@/lib/csv/errors";
import { PapaRecordParser } from "@/lib/csv/papa-record-parser";
import { CsvRecordParser } from "@/lib/csv/record-parser";
import { serializeCsvRow } from "@/lib/csv/serialize-csv";

type Parser = typeof CsvRecordParser | typeof PapaRecordParser;

function parse(Parser: Parser, chunks: string | string[], options: { skipLines?: number } = {}) {
  const records: { line: number; fields: string[] }[] = [];
  const p = new Parser((fields, line) => void records.push({ line, fields }), options);
  for (const c of Array.isArray(chunks) ? chunks : [chunks]) p.push(c);
  p.finish();
  return { records, lines: p.lines };
}

const fieldsOf = (text: string | string[]) => parse(PapaRecordParser, text).records.map((r) => r.fields);

describe("PapaRecordParser (papaparse under lib/csv's record contract)", () => {
  it("reads CRLF, LF and lone-CR files, quoted values, blank lines and a last line without a break", () => {
    expect(fieldsOf('a,b\r\n1,"x\r\ny"\r\n\r\n2,3')).toEqual([["a", "b"], ["1", "x\r\ny"], [""], ["2", "3"]]);
    expect(fieldsOf('id,desc\n1,"PIPE, 3/4"""\n')).toEqual([["id", "desc"], ["1", 'PIPE, 3/4"']]);
    expect(fieldsOf("a,b\r1,2\r")).toEqual([["a", "b"], ["1", "2"]]);
    expect(fieldsOf('a,5" PIPE,c\n')).toEqual([["a", '5" PIPE', "c"]]);
  });

  it("numbers records by their first physical line and skips lines unparsed", () => {
    expect(parse(PapaRecordParser, 'h\n"a\nb"\n\nc')).toEqual({
      records: [
        { line: 1, fields: ["h"] },
        { line: 2, fields: ["a\nb"] },
        { line: 4, fields: [""] },
        { line: 5, fields: ["c"] },
      ],
      lines: 5,
    });
    const { records } = parse(PapaRecordParser, 'Report "Inventory\nrun\nh1,h2\n1,2\n', { skipLines: 2 });
    expect(records).toEqual([{ line: 3, fields: ["h1", "h2"] }, { line: 4, fields: ["1", "2"] }]);
  });

  it("refuses a quote that is never closed and text after a closing quote, naming the line", () => {
    expect(() => parse(PapaRecordParser, 'a,b\n1,"oops\n2,3\n')).toThrow(
      new CsvInputError('Line 2: a quoted value is never closed (missing ").', { line: 2 }),
    );
    expect(() => parse(PapaRecordParser, 'a,b\n"x"y,2\n3,4\n')).toThrow(/Line 2: unexpected text after a closing quote/);
  });

  it("stops when the handler returns false", () => {
    const seen: string[][] = [];
    const p = new PapaRecordParser((f) => {
      seen.push(f);
      return seen.length < 2;
    });
    p.push("a\nb\nc\n");
    p.finish();
    expect(seen).toEqual([["a"], ["b"]]);
    expect(p.done).toBe(true);
  });

  it("gives the records and line numbers lib/csv's parser gives, however the file is cut into chunks", () => {
    const cell = fc.string({ unit: fc.constantFrom("a", ",", '"', "\n", "\r\n", "\r", " ", "é") });
    const rows = fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(rows, fc.constantFrom("\n", "\r\n"), fc.constantFrom("all", "minimal") as fc.Arbitrary<"all" | "minimal">, fc.integer({ min: 1, max: 9 }), (table, eol, quoting, size) => {
        const text = table.map((r) => serializeCsvRow(r, quoting)).join(eol) + eol;
        const chunks = text.match(new RegExp(`[\\s\\S]{1,${size}}`, "g")) ?? [];
        expect(parse(PapaRecordParser, chunks)).toEqual(parse(CsvRecordParser, text));
      }),
    );
  });
});
