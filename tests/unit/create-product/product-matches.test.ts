import { describe, expect, it } from "vitest";
import { isSameProduct, productMatches } from "@/lib/create-product/product-matches";
import type { Product } from "@/lib/erp/schemas/product";

const product = (over: Partial<Product>): Product => ({
  id: 1,
  description: "UPX.F1 PEX",
  catalogNumber: "F1",
  upcCode: "",
  priceLineId: "UPON-PEX",
  inactive: false,
  ...over,
});

describe("productMatches", () => {
  it("keeps products with the same UPC or catalog number, case and spaces aside, each once", () => {
    const found = [
      product({ id: 1, upcCode: "82006415401", catalogNumber: "OTHER" }),
      product({ id: 2, catalogNumber: " f1 " }),
      product({ id: 2, catalogNumber: "F1" }),
      product({ id: 3, catalogNumber: "F10", upcCode: "82006415402" }),
    ];
    const matches = productMatches(found, { upcCode: "82006415401", catalogNumber: "F1" });
    expect(matches.map((m) => [m.id, m.sameUpc, m.sameCatalogNumber])).toEqual([
      [1, true, false],
      [2, false, true],
    ]);
  });

  it("an empty UPC or catalog number matches nothing by itself", () => {
    expect(productMatches([product({ upcCode: "", catalogNumber: "" })], { upcCode: "", catalogNumber: "" })).toEqual(
      [],
    );
  });
});

describe("isSameProduct", () => {
  it("is the very record a create would make", () => {
    const payload = { priceLineId: "UPON-PEX", description: "UPX.F1 PEX", catalogNumber: "F1", upcCode: "" };
    expect(isSameProduct(product({}), payload)).toBe(true);
    expect(isSameProduct(product({ description: "UPX.F1 PEX 2" }), payload)).toBe(false);
    expect(isSameProduct(product({ priceLineId: "CHAR-ABS" }), payload)).toBe(false);
  });
});
