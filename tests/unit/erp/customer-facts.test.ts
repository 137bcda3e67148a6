import { describe, expect, it } from "vitest";
import { customerFactsSchema } from "@/lib/erp/schemas/customer-facts";

describe("a customer record's shipping facts (CLARIFICATIONS 61)", () => {
  it("reads Y and N in any case (and booleans); anything else, or nothing, is the ERP saying nothing", () => {
    expect(
      customerFactsSchema.parse({ residential: "y", freightExempt: " N ", insuranceRequired: true, id: "1" }),
    ).toEqual({ residential: true, freightExempt: false, insuranceRequired: true, carrierAccount: null });
    expect(customerFactsSchema.parse({ residential: "YES", freightExempt: 1, insuranceRequired: "" })).toEqual({
      residential: null,
      freightExempt: null,
      insuranceRequired: null,
      carrierAccount: null,
    });
  });

  it("keeps a carrier account the portal can bill, and no other", () => {
    const account = (carrierAccount: unknown) => customerFactsSchema.parse({ carrierAccount }).carrierAccount;
    expect(account({ carrier: "UPS", account: " 4X7Y92 ", zip: 37064 })).toEqual({
      carrier: "UPS",
      account: "4X7Y92",
      zip: "37064",
    });
    expect(account({ carrier: "FedEx", account: "510087020" })).toMatchObject({ zip: null });
    expect(account({ carrier: "UPS", account: "" })).toBeNull();
    expect(account({ carrier: "UPS", account: "12 34; DROP" })).toBeNull();
    expect(account({ account: "4X7Y92" })).toBeNull();
    expect(account({ carrier: "UPS", account: "A".repeat(31) })).toBeNull();
    expect(account("UPS 4X7Y92")).toBeNull();
  });
});
