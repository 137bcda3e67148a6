import { describe, expect, it } from "vitest";
import { fileDate, outputFileName } from "@/lib/csv/file-names";
import { isPlainDecimal, parsePlainDecimal, roundTo } from "@/lib/csv/plain-decimal";
import { quoteCell, serializeCsv, serializeCsvRow } from "@/lib/csv/serialize-csv";

describe("serializeCsv", () => {
  it("quotes every cell and doubles inner quotes for exports", () => {
    expect(serializeCsvRow(["00123", 'a "b"', ""])).toBe('"00123","a ""b""",""');
    expect(serializeCsv([["a"], ["b"]])).toBe('"a"\r\n"b"\r\n');
    expect(quoteCell("x,y")).toBe('"x,y"');
  });

  it("quotes only what needs it in minimal mode", () => {
    expect(serializeCsvRow(["a", "b,c", 'd"', "e\nf", "$5"], "minimal")).toBe('a,"b,c","d""","e\nf",$5');
  });
});

describe("plain decimals (clarification 13a)", () => {
  it.each(["1", "-2", "+3.5", " 4 ", "5.", ".5", "0012"])("%j is a number", (t) =>
    expect(isPlainDecimal(t)).toBe(true),
  );
  it.each(["1,234", "inf", "0x10", "N/A", "1e5", "", "-", ".", "1.2.3", "$5"])("%j is text", (t) =>
    expect(parsePlainDecimal(t)).toBeNull(),
  );
  it("rounds away float noise and never gives -0", () => {
    expect(roundTo(10.1 - 10, 1)).toBe(0.1);
    expect(Object.is(roundTo(-0.0000001, 2), 0)).toBe(true);
  });
});

describe("file names", () => {
  it("formats the export date as YYYY-MM-DD", () => {
    expect(fileDate(new Date(2026, 0, 5))).toBe("2026-01-05");
  });
  it("adds the extension once and replaces unsafe characters", () => {
    expect(outputFileName("prices", ".csv")).toBe("prices.csv");
    expect(outputFileName("prices.CSV", ".csv")).toBe("prices.csv");
    expect(outputFileName("../a:b", ".txt")).toBe(".._a_b.txt");
    expect(outputFileName("   ", ".txt")).toBe("output.txt");
  });
});
