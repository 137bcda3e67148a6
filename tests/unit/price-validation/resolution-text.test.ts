import { describe, expect, it } from "vitest";
import { resolutionText } from "@/lib/price-validation/resolution-text";

// Issue 37 item 10: "Resolved 1 customer IDs and 3 HER_PNs".
describe("what Price Comparison says the cross-references found", () => {
  it("counts in words, one and many", () => {
    expect(resolutionText({ rows: 12, customers: 1, products: 3 })).toBe(
      "Read 12 rows. The cross-references matched 1 customer and 3 products.",
    );
    expect(resolutionText({ rows: 1, customers: 2, products: 1 })).toBe(
      "Read 1 row. The cross-references matched 2 customers and 1 product.",
    );
  });
});
