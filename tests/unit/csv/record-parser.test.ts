import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CsvInputError } from "@/lib/csv/errors";
import { CsvRecordParser } from "@/lib/csv/record-parser";
import { serializeCsv } from "@/lib/csv/serialize-csv";

function parse(chunks: string | string[], options: { skipLines?: number } = {}) {
  const out: { line: number; fields: string[] }[] = [];
  const p = new CsvRecordParser((fields, line) => void out.push({ line, fields }), options);
  for (const c of Array.isArray(chunks) ? chunks : [chunks]) p.push(c);
  p.finish();
  return { records: out, lines: p.lines };
}

const fieldsOf = (text: string | string[]) => parse(text).records.map((r) => r.fields);

/** The semantics as plainly as they can be written, one character at a time: the parser must agree with it. */
function reference(text: string): { line: number; fields: string[] }[] | "refused" {
  const records: { line: number; fields: string[] }[] = [];
  const isBreak = (c: string | undefined) => c === "\n" || c === "\r";
  const n = text.length;
  let i = 0;
  let line = 1;
  while (i < n) {
    const first = line;
    const fields: string[] = [];
    for (;;) {
      let value = "";
      if (text[i] === '"') {
        for (i++; ; i++) {
          if (i >= n) return "refused";
          if (text[i] === '"') {
            if (text[i + 1] !== '"') break;
            i++;
          } else if (text[i] === "\n" || (text[i] === "\r" && text[i + 1] !== "\n")) line++;
          value += text[i];
        }
        i++;
        if (i < n && text[i] !== "," && !isBreak(text[i])) return "refused";
      } else while (i < n && text[i] !== "," && !isBreak(text[i])) value += text[i++];
      fields.push(value);
      if (text[i] !== ",") break;
      i++;
    }
    i += text[i] === "\r" && text[i + 1] === "\n" ? 2 : 1;
    line++;
    records.push({ line: first, fields });
  }
  return records;
}

describe("CsvRecordParser", () => {
  it("splits plain lines and strips the CR of CRLF", () => {
    expect(fieldsOf("a,b,c\r\n1,2,3\r\n")).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3"],
    ]);
  });

  it("reads quoted values with commas, doubled quotes and line breaks", () => {
    expect(fieldsOf('id,desc\n1,"PIPE, 3/4"""\n2,"two\nlines"\n')).toEqual([
      ["id", "desc"],
      ["1", 'PIPE, 3/4"'],
      ["2", "two\nlines"],
    ]);
  });

  it("numbers records by the physical line they start on", () => {
    const { records, lines } = parse('h\n"a\nb"\n\nc');
    expect(records.map((r) => r.line)).toEqual([1, 2, 4, 5]);
    expect(lines).toBe(5);
  });

  it("hands a blank line over as one empty field", () => {
    expect(fieldsOf("a\n\nb\n")).toEqual([["a"], [""], ["b"]]);
  });

  it("reads a last line without a line break", () => {
    expect(parse("a,b\n1,2")).toEqual({
      records: [
        { line: 1, fields: ["a", "b"] },
        { line: 2, fields: ["1", "2"] },
      ],
      lines: 2,
    });
  });

  it("counts no lines in empty input", () => {
    expect(parse("")).toEqual({ records: [], lines: 0 });
  });

  it("reads files that break lines with a lone CR", () => {
    expect(fieldsOf("a,b\r1,2\r")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("keeps a stray quote inside an unquoted value as text", () => {
    expect(fieldsOf('a,5" PIPE,c\n')).toEqual([["a", '5" PIPE', "c"]]);
  });

  it("skips physical lines without parsing them, so a preamble may hold an odd quote", () => {
    const { records } = parse('Report "Inventory\nrun 2026\nh1,h2\n1,2\n', { skipLines: 2 });
    expect(records).toEqual([
      { line: 3, fields: ["h1", "h2"] },
      { line: 4, fields: ["1", "2"] },
    ]);
  });

  it("rejects a quote that is never closed, naming the line", () => {
    expect(() => parse('a,b\n1,"oops\n2,3\n')).toThrow(
      new CsvInputError('Line 2: a quoted value is never closed (missing ").', { line: 2 }),
    );
  });

  it("rejects text after a closing quote", () => {
    expect(() => parse('a,b\n"x"y,2\n')).toThrow(/Line 2: unexpected text after a closing quote/);
  });

  it("stops when the handler returns false", () => {
    const seen: string[][] = [];
    const p = new CsvRecordParser((f) => {
      seen.push(f);
      return seen.length < 2;
    });
    p.push("a\nb\nc\nd\n");
    p.finish();
    expect(seen).toEqual([["a"], ["b"]]);
    expect(p.done).toBe(true);
  });

  it("with a projection, fills only the chosen columns of records of the header's width", () => {
    const out: string[][] = [];
    const arrays = new Set<string[]>();
    const p = new CsvRecordParser((f) => {
      out.push([...f]);
      arrays.add(f);
    });
    p.setProjection({ columns: [1], width: 3 });
    p.push('a,b,c\n1,2\n"q",r,s\nx,y,z\n"ragged",1,2,3\n');
    p.finish();
    expect(out).toEqual([
      [undefined, "b", undefined],
      ["1", "2"], // ragged: whole
      [undefined, "r", undefined], // quoted: projected too
      [undefined, "y", undefined],
      ["ragged", "1", "2", "3"], // ragged and quoted: whole
    ]);
    expect(arrays.size).toBe(4); // the unquoted projected records shared one array
  });

  it("a projection never changes the chosen cells, the width or the line numbers", () => {
    const unit = fc.constantFrom("x", ",", '"', "\n", '""', '","');
    fc.assert(
      fc.property(fc.array(fc.string({ unit }), { maxLength: 8 }), fc.integer({ min: 0, max: 3 }), (parts, col) => {
        const text = "h0,h1,h2,h3\n" + parts.join("\n");
        const full: { line: number; fields: string[] }[] = [];
        const projected: { line: number; fields: string[] }[] = [];
        let fullError: unknown = null;
        try {
          const a = new CsvRecordParser((fields, line) => void full.push({ line, fields }));
          a.push(text);
          a.finish();
        } catch (e) {
          fullError = e;
        }
        const b = new CsvRecordParser((fields, line) => void projected.push({ line, fields: [...fields] }));
        b.setProjection({ columns: [col], width: 4 });
        const run = () => {
          b.push(text);
          b.finish();
        };
        if (fullError) return void expect(run).toThrow(CsvInputError);
        run();
        expect(projected.map((r) => r.line)).toEqual(full.map((r) => r.line));
        projected.forEach((r, i) => {
          expect(r.fields.length).toBe(full[i].fields.length);
          expect(r.fields[col]).toBe(full[i].fields[col]);
          if (r.fields.length !== 4) expect(r.fields).toEqual(full[i].fields);
        });
      }),
    );
  });

  const cell = fc.string({ unit: fc.constantFrom("a", "b", ",", '"', "\n", "\r", " ", "é", "1") });
  const table = fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 });

  it("round-trips: parse(serialize(rows)) gives the rows back, whatever the quoting and chunking", () => {
    fc.assert(
      fc.property(
        table,
        fc.constantFrom("all", "minimal") as fc.Arbitrary<"all" | "minimal">,
        fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1 }),
        (rows, quoting, cuts) => {
          // A lone empty cell written without quotes is a blank line, which is ambiguous; "all" keeps it.
          fc.pre(quoting === "all" || rows.every((r) => r.length > 1 || r[0] !== ""));
          const text = serializeCsv(rows, quoting);
          const chunks: string[] = [];
          for (let at = 0, k = 0; at < text.length; k++) {
            const size = cuts[k % cuts.length];
            chunks.push(text.slice(at, at + size));
            at += size;
          }
          expect(fieldsOf(chunks)).toEqual(rows);
        },
      ),
    );
  });

  it("gives the same records and line numbers however the text is cut into chunks", () => {
    const line = fc.array(fc.string({ unit: fc.constantFrom("x", ",", '"', "\n", "\r\n", "\r") }), { maxLength: 6 });
    fc.assert(
      fc.property(line, fc.integer({ min: 1, max: 5 }), (parts, size) => {
        const text = parts.join("");
        let whole: unknown;
        let whole_error: unknown;
        try {
          whole = parse(text);
        } catch (e) {
          whole_error = e;
        }
        const chunks = text.match(new RegExp(`[\\s\\S]{1,${size}}`, "g")) ?? [];
        if (whole_error) expect(() => parse(chunks)).toThrow(CsvInputError);
        else expect(parse(chunks)).toEqual(whole);
      }),
    );
  });

  it("agrees with a plain reading of the semantics, line endings mixed per line, however the text is cut", () => {
    const unit = fc.constantFrom("x", "y", ",", '"', '""', "\n", "\r\n", "\r", " ");
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 30 }), fc.integer({ min: 1, max: 7 }), (text, size) => {
        const expected = reference(text);
        const chunks = text.match(new RegExp(`[\\s\\S]{1,${size}}`, "g")) ?? [];
        if (expected === "refused") return void expect(() => parse(chunks)).toThrow(CsvInputError);
        expect(parse(chunks).records).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
