import { describe, expect, it } from "vitest";
import { formProblems, EMPTY_FORM } from "@/lib/create-product/product-form";
import { readScannedUpc, upcCheckDigit } from "@/lib/create-product/scanned-upc";

// Issue 37 item 10: a scanned 12-digit UPC was cut to 11 without a word; the 12th digit is the check digit.
describe("a scanned 12-digit UPC", () => {
  it("computes UPC-A's check digit", () => {
    expect(upcCheckDigit("03600029145")).toBe(2);
    expect(upcCheckDigit("01234567890")).toBe(5);
  });

  it("keeps the first 11 digits when the 12th checks, and says so", () => {
    expect(readScannedUpc("036000291452")).toEqual({
      upcCode: "03600029145",
      note: "Scanned 12 digits: the last, 2, is the check digit and it is right; the UPC Code is the first 11.",
      error: null,
    });
  });

  it("keeps all 12 when the 12th does not check, says which was due, and Create Product stays refused", () => {
    const read = readScannedUpc("036000291457");
    expect(read.upcCode).toBe("036000291457");
    expect(read.error).toBe(
      "The 12th digit, 7, is not the check digit of the first 11 (2 is). Scan again or type the 11 digits.",
    );
    expect(formProblems({ ...EMPTY_FORM, upcCode: read.upcCode })).toContain("UPC must be exactly 11 characters");
  });

  it("leaves anything else as typed for the spec's own rules", () => {
    expect(readScannedUpc("12345")).toEqual({ upcCode: "12345", note: null, error: null });
    expect(readScannedUpc("12345678901a")).toEqual({ upcCode: "12345678901a", note: null, error: null });
  });
});
