import { describe, expect, it } from "vitest";
import { resultsCsv, visibleResults } from "@/lib/price-validation/results-csv";
import type { PriceResult } from "@/lib/price-validation/schemas";

const result = (over: Partial<PriceResult>): PriceResult => ({
  line: 10,
  productId: "1864215",
  herProductId: "100006",
  customerId: "256189",
  resolvedCustomerId: "10010",
  upcCode: "82006415401",
  branch: "TNNA",
  invoiceNumber: "S1000002.001",
  actualSellPrice: 512.34,
  productUnitPrice: 512.34,
  actualCost: 400.1,
  productCost: 400.1,
  actualCogs: 401.2,
  productCOGS: null,
  priceDifference: 0,
  ...over,
});

describe("results CSV", () => {
  it("has the table's header and quotes every cell, money to 2 decimals", () => {
    const csv = resultsCsv([result({ branch: 'TN "NA"', priceDifference: -0.05 })]);
    const [header, line] = csv.trimEnd().split("\r\n");
    expect(header).toBe(
      '"Eds Product ID","HER Product ID","Eds Customer ID","HER Customer ID","UPC Code","Branch","Invoice #","Actual Sell Price (Eds)","New Sell Price (HER)","Actual Cost (Eds)","Product Cost (HER)","Actual COGS (Eds)","COGS (HER)","Price Difference"',
    );
    expect(line).toBe(
      '"1864215","100006","256189","10010","82006415401","TN ""NA""","S1000002.001","512.34","512.34","400.10","400.10","401.20","N/A","-0.05"',
    );
  });

  it("neutralises cells a spreadsheet would run as formulas, and keeps negative amounts as numbers", () => {
    const csv = resultsCsv([
      result({ branch: '=HYPERLINK("http://evil.example")', invoiceNumber: "@S1", priceDifference: -12.5 }),
    ]);
    const line = csv.trimEnd().split("\r\n")[1];
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"")","'@S1"`);
    expect(line.endsWith(',"-12.50"')).toBe(true);
  });

  it("Show Exact Matches off hides the rows without a difference", () => {
    const rows = [result({ line: 1 }), result({ line: 2, priceDifference: 0.01 })];
    expect(visibleResults(rows, true)).toHaveLength(2);
    expect(visibleResults(rows, false).map((r) => r.line)).toEqual([2]);
  });
});
