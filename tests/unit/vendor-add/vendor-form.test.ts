import { describe, expect, it } from "vitest";
import type { Vendor } from "@/lib/erp/schemas/vendor";
import { companyByCode, TERRITORY_COMPANIES } from "@/lib/erp/territory-companies";
import {
  addressBlurred,
  nameBlurred,
  newPayToForm,
  shipFromForm,
  shipFromIndex,
  vendorEntity,
} from "@/lib/vendor-add/vendor-form";

describe("a new pay-to (spec 2 sections 3, 5 and 9)", () => {
  it("starts with the defaults: USA, BEST WAY, Freight Allowed, NET30, 7 days", () => {
    expect(newPayToForm()).toMatchObject({
      countryCode: "USA",
      defaultShipVia: "BEST WAY",
      freight: "Freight Allowed",
      defaultTerms: "NET30",
      backOrderDays: "7",
    });
  });

  it("on leaving Name: upper case, the index defaults to it, sortBy is its first 12 characters", () => {
    const form = nameBlurred({ ...newPayToForm(), name: "Gulf Coast Valve Supply" });
    expect(form).toMatchObject({
      name: "GULF COAST VALVE SUPPLY",
      nameIndex: "GULF COAST VALVE SUPPLY",
      sortBy: "GULF COAST V",
    });
  });

  it("keeps an index the user typed, and updates sortBy on every change of name", () => {
    const typed = nameBlurred({ ...newPayToForm(), name: "acme", nameIndex: "ACME PLUMBING" });
    expect(typed).toMatchObject({ name: "ACME", nameIndex: "ACME PLUMBING", sortBy: "ACME" });
    expect(nameBlurred({ ...typed, name: "acme industrial supply" }).sortBy).toBe("ACME INDUSTR");
  });

  it("upper-cases address line 1 on leaving it, and nothing else", () => {
    expect(
      addressBlurred({ ...newPayToForm(), addressLine1: "4100 harbor dr", addressLine2: "suite b" }),
    ).toMatchObject({ addressLine1: "4100 HARBOR DR", addressLine2: "suite b" });
  });

  it("sends the entity with backOrderDays as text, emails and phones parsed, as a pay-to only", () => {
    const entity = vendorEntity(
      { ...newPayToForm(), name: "ACME", emails: "a@acme.com\n\n b@acme.com ", phones: "555-1234 (MAIN)\n555-9999" },
      "payTo",
    );
    expect(entity).toMatchObject({
      backOrderDays: "7",
      emails: [{ address: "a@acme.com" }, { address: "b@acme.com" }],
      phones: [
        { number: "555-1234", description: "MAIN" },
        { number: "555-9999", description: "" },
      ],
      isPayTo: true,
      isShipFrom: false,
    });
    expect(entity).not.toHaveProperty("payToId");
  });
});

describe("ship-from vendors", () => {
  const payTo = {
    id: "500010",
    name: "NIBCO INC",
    nameIndex: "NIBCO INC",
    sortBy: "NIBCO INC",
    addressLine1: "1516 Middlebury St",
    addressLine2: "",
    city: "Elkhart",
    state: "IN",
    postalCode: "46516",
    countryCode: "USA",
    type: "G-O",
    defaultTerms: "2%10NET30",
    emails: [{ address: "orders@nibco.com" }],
    phones: [{ number: "574-295-3000", description: "MAIN" }],
  } as Vendor;

  it("index format: {first word of name} - {code} SHIP FROM", () => {
    expect(shipFromIndex("NIBCO INC", "ESC")).toBe("NIBCO - ESC SHIP FROM");
    expect(shipFromIndex("  rheem  manufacturing", "WSC")).toBe("RHEEM - WSC SHIP FROM");
  });

  it("each of the seven companies gets its code, home branch and territory, the rest from the pay-to", () => {
    for (const company of TERRITORY_COMPANIES) {
      const form = shipFromForm(payTo, company);
      expect(form).toMatchObject({
        nameIndex: `NIBCO - ${company.code} SHIP FROM`,
        homeBranch: company.homeBranch,
        homeTerritory: company.territoryId,
        payToId: "500010",
      });
    }
    const central = shipFromForm(payTo, companyByCode("ESC")!);
    expect(central).toMatchObject({
      name: "NIBCO INC",
      addressLine1: "1516 MIDDLEBURY ST",
      city: "ELKHART",
      defaultShipVia: "BEST WAY",
      freight: "Freight Allowed",
      defaultTerms: "2%10NET30",
      backOrderDays: "7",
      emails: "orders@nibco.com",
      phones: "574-295-3000 (MAIN)",
    });
  });

  it("sends a ship-from under its pay-to", () => {
    const entity = vendorEntity(shipFromForm(payTo, companyByCode("WSC")!), "shipFrom");
    expect(entity).toMatchObject({
      isPayTo: false,
      isShipFrom: true,
      payToId: "500010",
      homeBranch: "1",
      homeTerritory: "TCWSC",
      backOrderDays: "7",
    });
  });
});
