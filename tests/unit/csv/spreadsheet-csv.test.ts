import fc from "fast-check";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { neutraliseFormula, spreadsheetCsv, spreadsheetCsvLine } from "@/lib/csv/spreadsheet-csv";

const TRIGGERS = ["=", "+", "-", "@", "\t", "\r"];
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

describe("neutraliseFormula (CLARIFICATIONS 48)", () => {
  it.each([
    ["=1+2", "'=1+2"],
    ['=HYPERLINK("http://evil.example")', `'=HYPERLINK("http://evil.example")`],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A9)", "'@SUM(A1:A9)"],
    ["\t=1", "'\t=1"],
    ["\r=1", "'\r=1"],
    ["\t12", "'\t12"],
    ["-", "'-"],
    ["-1e5", "'-1e5"],
    ["- 5", "'- 5"],
    ["-1,234", "'-1,234"],
  ])("prefixes %j", (cell, expected) => expect(neutraliseFormula(cell)).toBe(expected));

  it.each(["-12.5", "+3", "-0", "-.5", "+7.", "12", "a=b", "", " =1", "N/A", "1e5", "'=already"])(
    "leaves %j alone",
    (cell) => expect(neutraliseFormula(cell)).toBe(cell),
  );

  it("prefixes exactly the cells that start with a trigger and are not a plain number", () => {
    const unit = fc.constantFrom(...TRIGGERS, "1", "2", ".", "a", " ", "'", '"', ",");
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 8 }), (cell) => {
        const risky = TRIGGERS.some((t) => cell.startsWith(t)) && !PLAIN_NUMBER.test(cell);
        expect(neutraliseFormula(cell)).toBe(risky ? `'${cell}` : cell);
      }),
    );
  });

  it("keeps every plain decimal as it is, signed or not", () => {
    const number = fc.tuple(fc.constantFrom("", "+", "-"), fc.nat(), fc.option(fc.nat(), { nil: undefined }));
    fc.assert(
      fc.property(number, ([sign, whole, fraction]) => {
        const cell = `${sign}${whole}${fraction === undefined ? "" : `.${fraction}`}`;
        expect(neutraliseFormula(cell)).toBe(cell);
      }),
    );
  });

  it("never leaves a cell a spreadsheet would run, and loses no text", () => {
    fc.assert(
      fc.property(fc.string(), (cell) => {
        const out = neutraliseFormula(cell);
        expect(out.endsWith(cell)).toBe(true);
        expect(TRIGGERS.some((t) => out.startsWith(t)) && !PLAIN_NUMBER.test(out)).toBe(false);
      }),
    );
  });
});

describe("spreadsheet CSV lines", () => {
  it("quote every cell, end in CRLF and neutralise formula cells", () => {
    expect(spreadsheetCsvLine(["=1+2", "-12.5", 'say "hi"', ""])).toBe(`"'=1+2","-12.5","say ""hi""",""\r\n`);
    expect(spreadsheetCsv([["a"], ["@x"]])).toBe(`"a"\r\n"'@x"\r\n`);
  });

  it("read back as the neutralised cells, whatever the text", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const parsed = Papa.parse<string[]>(spreadsheetCsv(rows), { delimiter: ",", newline: "\r\n" }).data;
          expect(parsed.slice(0, rows.length)).toEqual(rows.map((r) => r.map(neutraliseFormula)));
        },
      ),
    );
  });
});
