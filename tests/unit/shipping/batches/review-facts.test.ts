import { describe, expect, it } from "vitest";
import { customerCarrierAccount, type CustomerFacts } from "@/lib/shipping/desk/customer-facts-dto";
import { FACTS_NOT_READ, reviewFacts } from "@/lib/shipping/batches/review-facts";

const NONE: CustomerFacts = { residential: null, freightExempt: null, insuranceRequired: null, carrierAccount: null };
const order = (facts: Partial<CustomerFacts> | null, salesTotal: number | null = 120) => ({
  customerFacts: facts && { ...NONE, ...facts },
  salesTotal,
});

describe("a batch row's customer facts (CLARIFICATIONS 61)", () => {
  it("says nothing of a customer the ERP says nothing of, and leaves nothing out", () => {
    expect(reviewFacts(order({}), 5)).toEqual({ facts: [], leftOut: [] });
    expect(reviewFacts(order({ residential: false, freightExempt: false, insuranceRequired: false }), 5)).toEqual({
      facts: [],
      leftOut: [],
    });
  });

  it("facts not read are unknown: said so, and the row waits for the clerk's keep", () => {
    const r = reviewFacts(order(null), 5);
    expect(r.facts).toEqual([FACTS_NOT_READ]);
    expect(r.leftOut).toHaveLength(1);
  });

  it("insures one package for the whole sales total; without a total, not insured and left out", () => {
    expect(reviewFacts(order({ insuranceRequired: true }, 120.5), 5).facts).toEqual(["Insured $120.50"]);
    // No weight yet: no amount to say.
    expect(reviewFacts(order({ insuranceRequired: true }, 120.5), null)).toEqual({
      facts: ["Insurance required"],
      leftOut: [],
    });
    const unknown = reviewFacts(order({ insuranceRequired: true }, null), 5);
    expect(unknown.facts).toEqual(["Insurance required: the sales total is not known"]);
    expect(unknown.leftOut).toHaveLength(1);
  });

  it("a UPS or FedEx account of the customer's leaves the row out; another carrier's is only said", () => {
    const ups = customerCarrierAccount({ carrier: "UPS", account: "4X7Y92", zip: null });
    expect(reviewFacts(order({ carrierAccount: ups, residential: true }), 5)).toEqual({
      facts: ["Residential", "Customer's UPS account 4X7Y92"],
      leftOut: [
        "Ships on the customer's UPS account 4X7Y92: ship it on the desk to bill it; left out unless you keep it (then your own account pays).",
      ],
    });
    const usps = customerCarrierAccount({ carrier: "USPS", account: "778812", zip: null });
    expect(reviewFacts(order({ carrierAccount: usps }), 5)).toEqual({
      facts: ["Customer's USPS account 778812 (only UPS and FedEx accounts are billed)"],
      leftOut: [],
    });
  });
});
