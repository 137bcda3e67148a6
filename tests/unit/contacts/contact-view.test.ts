import { describe, expect, it } from "vitest";
import { applyEdits, contactView, toEdits } from "@/lib/contacts/contact-view";

describe("contactView", () => {
  it("shows the spec's fallbacks: No Company, N/A, No Description", () => {
    const view = contactView({
      id: "7",
      firstName: "Ann",
      lastName: "Lee",
      companyName: " ",
      classifications: [],
      phones: [{ number: "555-0100", description: "" }],
    });
    expect(view.companyName).toBe("No Company");
    expect(view.classifications).toEqual(["N/A"]);
    expect(view.phones).toEqual([{ number: "555-0100", description: "No Description" }]);
  });

  it("derives the full name from first, middle and last", () => {
    expect(contactView({ id: "1", firstName: "Mary", middleName: "J", lastName: "Watson" }).fullName).toBe(
      "Mary J Watson",
    );
    expect(contactView({ id: "1", firstName: "Mary", middleName: null, lastName: "Watson" }).fullName).toBe(
      "Mary Watson",
    );
  });
});

describe("applyEdits", () => {
  it("keeps the record's other fields and its updateKey, and drops blank emails and phones", () => {
    const contact = {
      id: "1",
      firstName: "A",
      lastName: "B",
      updateKey: "K1",
      title: "Buyer",
      emails: [{ address: "a@b.c", type: "work" }],
    };
    const edits = {
      ...toEdits(contact),
      firstName: " Ann ",
      emails: [{ address: "ann@b.c" }, { address: "  " }],
      phones: [{ number: "1", description: "cell" }],
    };
    const updated = applyEdits(contact, edits);
    expect(updated).toMatchObject({ id: "1", updateKey: "K1", title: "Buyer", firstName: "Ann" });
    expect(updated.emails).toEqual([{ address: "ann@b.c", type: "work" }]);
    expect(updated.phones).toEqual([{ number: "1", description: "cell" }]);
  });
});
