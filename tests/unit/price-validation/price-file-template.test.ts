import { describe, expect, it } from "vitest";
import { parsePriceFile } from "@/lib/price-validation/parse-price-file";
import { PRICE_FILE_LAYOUT, priceFileTemplate } from "@/lib/price-validation/price-file-template";

describe("the Price Comparison template", () => {
  it("is read by the comparison as its two example lines, each value in its column", () => {
    expect(parsePriceFile(priceFileTemplate())).toEqual([
      {
        line: 10,
        productId: "1000123",
        invoiceNumber: "S1000001.001",
        actualSellPrice: 12.5,
        actualCost: 8.1,
        actualCogs: 8.1,
        branch: "TNNA",
        customerId: "10001",
      },
      expect.objectContaining({ line: 11, productId: "1000456", customerId: "10002", branch: "TNCO" }),
    ]);
  });

  it("names the spreadsheet column of each field the comparison reads", () => {
    expect(PRICE_FILE_LAYOUT.map((c) => `${c.column} ${c.holds}`)).toEqual([
      "A Eds Product ID (required)",
      "C Invoice #",
      "D Actual Sell Price, per each",
      "E Actual Cost",
      "F Actual COGS",
      "G Branch",
      "H Eds Customer ID (required)",
    ]);
  });
});
