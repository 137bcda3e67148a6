import { describe, expect, it } from "vitest";
import {
  EMPTY_FORM,
  formProblems,
  parseRepCost,
  previewDescription,
  productPayload,
  upcErrors,
} from "@/lib/create-product/product-form";
import { newProductSchema } from "@/lib/create-product/schemas";

describe("upcErrors (spec 2 section 5)", () => {
  it("allows an empty UPC and 11 digits", () => {
    expect(upcErrors("")).toEqual([]);
    expect(upcErrors("82006415401")).toEqual([]);
  });

  it("says exactly 11 characters, numeric, or both", () => {
    expect(upcErrors("1234")).toEqual(["UPC must be exactly 11 characters"]);
    expect(upcErrors("1234567890A")).toEqual(["UPC must be numeric"]);
    expect(upcErrors("12a")).toEqual(["UPC must be exactly 11 characters", "UPC must be numeric"]);
    expect(upcErrors("1234 678901")).toEqual(["UPC must be numeric"]);
  });

  it("the server holds the same rules and messages", () => {
    const parse = (upcCode: string) =>
      newProductSchema.safeParse({ priceLineId: "UPON-PEX", description: "X", upcCode });
    expect(parse("").success).toBe(true);
    expect(parse("82006415401").success).toBe(true);
    const bad = parse("12a");
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual(upcErrors("12a"));
  });
});

describe("previewDescription", () => {
  const base = { shortCode: "UPX", catalogNumber: "f1040750", description: "3/4 pex tubing" };
  it("is SHORT.CODE.catalog DESCRIPTION, upper case", () => {
    expect(previewDescription(base)).toBe("UPX.F1040750 3/4 PEX TUBING");
  });
  it("leaves out what is missing", () => {
    expect(previewDescription({ ...base, shortCode: "" })).toBe("F1040750 3/4 PEX TUBING");
    expect(previewDescription({ ...base, catalogNumber: " " })).toBe("UPX 3/4 PEX TUBING");
    expect(previewDescription({ ...base, description: "" })).toBe("");
  });
});

describe("parseRepCost", () => {
  it("reads a non-negative amount, empty as none, anything else as NaN", () => {
    expect(parseRepCost("41.25")).toBe(41.25);
    expect(parseRepCost(" 0 ")).toBe(0);
    expect(parseRepCost("")).toBeUndefined();
    expect(parseRepCost("-1")).toBeNaN();
    expect(parseRepCost("abc")).toBeNaN();
  });
});

describe("productPayload and formProblems", () => {
  const form = {
    ...EMPTY_FORM,
    priceLineId: "UPON-PEX",
    shortCode: "UPX",
    description: "PEX TUBING",
    catalogNumber: "f1",
    upcCode: "",
    repCost: "4.5",
  };

  it("builds the record the preview shows", () => {
    expect(productPayload(form)).toEqual({
      priceLineId: "UPON-PEX",
      description: "UPX.F1 PEX TUBING",
      catalogNumber: "F1",
      upcCode: "",
      repCost: 4.5,
    });
    expect(productPayload({ ...form, repCost: "" })).not.toHaveProperty("repCost");
  });

  it("needs a price line, a description, a valid UPC and cost, and a description the ERP can hold", () => {
    expect(formProblems(form)).toEqual([]);
    expect(formProblems(EMPTY_FORM)).toEqual(["Choose a price line", "Enter a description"]);
    expect(formProblems({ ...form, upcCode: "123" })).toEqual(["UPC must be exactly 11 characters"]);
    expect(formProblems({ ...form, repCost: "x" })).toEqual(["REP-COST must be a number of 0 or more"]);
    expect(formProblems({ ...form, description: "X".repeat(60) })).toHaveLength(1);
  });
});
