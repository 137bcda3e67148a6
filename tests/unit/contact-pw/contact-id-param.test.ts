import { describe, expect, it } from "vitest";
import { contactIdParam } from "@/lib/contact-pw/contact-id-param";

describe("a contact id handed over in a link", () => {
  it("fills in an ERP contact id, and nothing for anything else", () => {
    expect(contactIdParam(" 100234 ")).toBe("100234");
    expect(contactIdParam(["100234", "9"])).toBe("100234");
    expect(contactIdParam(undefined)).toBe("");
    expect(contactIdParam("12; DROP")).toBe("");
    expect(contactIdParam("1".repeat(21))).toBe("");
  });
});
