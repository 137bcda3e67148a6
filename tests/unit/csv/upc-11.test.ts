import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toUpc11 } from "@/lib/data-tools/upc-11";

describe("UPC-11", () => {
  it.each([
    ["12345678901", "12345678901"],
    ["123456789012", "12345678901"], // 12 digits: the last (check digit) goes
    ["1234567890123", "12345678901"], // more than 12: the first 11
    ["12345", "00000012345"], // fewer than 11: zeros in front
    ["0-12345-67890-5", "01234567890"],
    [" 7 12 ", "00000000712"],
    ["", ""],
    ["N/A", ""],
  ])("%j becomes %j", (input, output) => expect(toUpc11(input)).toBe(output));

  it("always yields '' or exactly 11 digits, and never computes a check digit", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = toUpc11(s);
        expect(out === "" || /^\d{11}$/.test(out)).toBe(true);
        const digits = s.replace(/\D/g, "");
        if (digits.length >= 11) expect(out).toBe(digits.slice(0, 11));
      }),
    );
  });
});
