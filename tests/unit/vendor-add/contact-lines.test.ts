import { describe, expect, it } from "vitest";
import { emailLines, parseEmails, parsePhones, phoneLines } from "@/lib/vendor-add/contact-lines";
import { errorsByField, payToErrorLines, readFieldErrors, shipFromErrorText } from "@/lib/vendor-add/field-errors";

describe("emails and phones, one per line", () => {
  it("reads emails one per line, blank lines skipped", () => {
    expect(parseEmails(" a@x.com\r\n\nb@x.com  \n")).toEqual([{ address: "a@x.com" }, { address: "b@x.com" }]);
    expect(parseEmails("")).toEqual([]);
  });

  it("reads phones as 555-1234 (MAIN): the number and its description", () => {
    expect(parsePhones("555-1234 (MAIN)\n615-555-0100(FAX)\n555-0000")).toEqual([
      { number: "555-1234", description: "MAIN" },
      { number: "615-555-0100", description: "FAX" },
      { number: "555-0000", description: "" },
    ]);
  });

  it("writes them back the same way", () => {
    expect(emailLines([{ address: "a@x.com" }, { address: null }])).toBe("a@x.com");
    const phones = [
      { number: "555-1234", description: "MAIN" },
      { number: "555-0000", description: "" },
    ];
    expect(phoneLines(phones)).toBe("555-1234 (MAIN)\n555-0000");
    expect(parsePhones(phoneLines(phones))).toEqual(phones);
  });
});

describe("field errors in both display forms (spec 2 section 8)", () => {
  const errors = readFieldErrors([
    { field: "city", message: "City is required" },
    { path: "vendor.state", message: "Too long" },
    { nope: 1 },
  ]);

  it("reads the ERP's and our own lists alike", () => {
    expect(errors).toEqual([
      { field: "city", message: "City is required" },
      { field: "vendor.state", message: "Too long" },
    ]);
    expect(readFieldErrors(undefined)).toEqual([]);
  });

  it("ship-from: Error: field: message, field: message", () => {
    expect(shipFromErrorText(errors)).toBe("Error: City: City is required, State: Too long");
  });

  it("pay-to: a line Validation error(s): then one line each", () => {
    expect(payToErrorLines([{ field: "", message: "x" }, ...errors])).toEqual([
      "Validation error(s):",
      "Vendor: x",
      "City: City is required",
      "State: Too long",
    ]);
  });

  it("names fields by their labels, never by their keys, and gives each form field its error", () => {
    const more = readFieldErrors([
      { field: "postalCode", message: "Zip must be 5 digits" },
      { path: "vendor.emails.1.address", message: "Invalid email" },
      { field: "isPayTo", message: "Must be true" },
    ]);
    expect(payToErrorLines(more).slice(1)).toEqual([
      "Zip: Zip must be 5 digits",
      "Emails: Invalid email",
      "Is pay to: Must be true",
    ]);
    expect(errorsByField([...errors, ...more])).toEqual({
      city: "City is required",
      state: "Too long",
      postalCode: "Zip must be 5 digits",
      emails: "Invalid email",
    });
  });
});
