import { describe, expect, it } from "vitest";
import { parseAmount } from "@/lib/price-validation/parse-amount";
import { parsePriceFile } from "@/lib/price-validation/parse-price-file";
import { buildPriceFile } from "@/sim/erp/price-file";

const BANNER = [
  "REPORT",
  "Run date",
  "",
  "Branch: ALL",
  "",
  "x",
  "y",
  "---",
  "EDS_PN,DESC,INVOICE,SELL,COST,COGS,BRANCH,CUSTOMER",
];
const file = (...rows: string[]) => [...BANNER, ...rows].join("\r\n") + "\r\n";

describe("parsePriceFile", () => {
  it("skips exactly 9 physical lines (blank ones count) and reads the columns by position", () => {
    const rows = parsePriceFile(file("1864215,WATER HEATER,S1000002.001,512.34,400.10,401.20,TNNA,256189,2"));
    expect(rows).toEqual([
      {
        line: 10,
        productId: "1864215",
        invoiceNumber: "S1000002.001",
        actualSellPrice: 512.34,
        actualCost: 400.1,
        actualCogs: 401.2,
        branch: "TNNA",
        customerId: "256189",
      },
    ]);
  });

  it("drops the column-title line even though it would pass the row rule", () => {
    expect(parsePriceFile(file()).length).toBe(0);
  });

  it("needs at least 7 cells with columns 0 and 7 filled", () => {
    const rows = parsePriceFile(
      file(
        "1,a,INV,1,1,1,BR", // 7 cells but no column 7
        ",a,INV,1,1,1,BR,256189", // no product id
        "1,a,INV,1,1,1,BR,   ", // blank customer id
        "", // blank line
        "2,a,INV,1,1,1,BR,256189", // good
      ),
    );
    expect(rows.map((r) => r.productId)).toEqual(["2"]);
    expect(rows[0].line).toBe(14);
  });

  it("turns non-numeric amounts into 0 and a missing invoice number into N/A", () => {
    const [row] = parsePriceFile(file("1,desc,,abc,,12abc,BR,256189"));
    expect(row).toMatchObject({ invoiceNumber: "N/A", actualSellPrice: 0, actualCost: 0, actualCogs: 0 });
  });

  it("keeps every row, duplicates included, in file order", () => {
    const rows = parsePriceFile(file("1,a,I1,1,1,1,BR,9", "1,a,I1,1,1,1,BR,9", "1,a,I2,2,1,1,BR,9"));
    expect(rows.map((r) => [r.line, r.invoiceNumber])).toEqual([
      [10, "I1"],
      [11, "I1"],
      [12, "I2"],
    ]);
  });

  it("reads quoted cells with commas, trims ids, and ignores a BOM and an unbalanced quote in the banner", () => {
    const text =
      '\uFEFF"REPORT\r\n' +
      BANNER.slice(1).join("\r\n") +
      '\r\n" 1864215 ","HEATER, 40 GAL",S1,"1,234.50",1,1,TNNA," 256189 "\r\n';
    const [row] = parsePriceFile(text);
    expect(row).toMatchObject({ productId: "1864215", customerId: "256189", actualSellPrice: 1234.5 });
  });

  it("reads the ERP stand-in's sample file: every row", () => {
    const sample = buildPriceFile({ rows: 120 });
    const rows = parsePriceFile(sample.csv);
    expect(rows).toHaveLength(sample.rows.length);
    expect(rows.map((r) => r.productId)).toEqual(sample.rows.map((r) => r.edsProductId));
    expect(rows.map((r) => r.actualSellPrice)).toEqual(sample.rows.map((r) => r.actualSellPrice));
  });
});

describe("parseAmount", () => {
  it.each([
    ["12.5", 12.5],
    [" 7 ", 7],
    ["-3.25", -3.25],
    [".5", 0.5],
    ["1e2", 100],
    ["$1,234.50", 1234.5],
    ["-$5.00", -5],
    ["", 0],
    ["abc", 0],
    ["12abc", 0],
    ["1,5", 0],
    ["N/A", 0],
    [undefined, 0],
  ])("%j -> %j", (cell, value) => {
    expect(parseAmount(cell)).toBe(value);
  });
});
