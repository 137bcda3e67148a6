import { describe, expect, it } from "vitest";
import { pickByRules, pickRate, type RuleRate } from "@/lib/shipping/batches/pick-rate";
import { batchReviewRequestSchema } from "@/lib/shipping/batches/schemas";

const rate = (id: string, provider: string, amount: number, estimatedDays: number | null) => ({
  id,
  provider,
  amount,
  estimatedDays,
});

const RATES = [
  rate("usps-ground", "USPS", 8.1, 5),
  rate("usps-priority", "USPS", 11.4, 2),
  rate("ups-ground", "UPS", 12.3, 4),
  rate("ups-3day", "UPS", 19.5, 3),
  rate("ups-next", "UPS", 61.2, 1),
  rate("fedex-ground", "FedEx", 12.9, 4),
  rate("fedex-2day", "FedEx", 24.0, 2),
];

const ids = (picked: { rate: (RuleRate & { id: string }) | null }) => picked.rate?.id ?? null;

describe("the batch's rule: cheapest rate of the ship via's carrier", () => {
  it("takes the cheapest rate of the carrier the ship via names, not the cheapest of all", () => {
    expect(ids(pickRate({ kind: "cheapest" }, "UPS GROUND", RATES))).toBe("ups-ground");
    expect(ids(pickRate({ kind: "cheapest" }, "FEDEX 2DAY", RATES))).toBe("fedex-ground");
    expect(pickRate({ kind: "cheapest" }, "UPS GROUND", RATES).reason).toBeUndefined();
  });

  it("a ship via that names no carrier takes the cheapest of any carrier and says so", () => {
    const picked = pickRate({ kind: "cheapest" }, "OUR TRUCK", RATES);
    expect(ids(picked)).toBe("usps-ground");
    expect(picked.reason).toBe("The ship via names no carrier: the cheapest rate of any carrier.");
    expect(ids(pickRate({ kind: "cheapest" }, null, RATES))).toBe("usps-ground");
  });

  it("a carrier named but not quoting leaves the invoice out with the reason, the carrier spelled as it writes itself", () => {
    // CLARIFICATIONS 66 (issue 37): DHL Express and FedEx, never DHL or FEDEX.
    expect(pickRate({ kind: "cheapest" }, "DHL EXPRESS", RATES)).toEqual({
      rate: null,
      reason: "No DHL Express rate for this package.",
    });
    expect(pickRate({ kind: "cheapest" }, "FEDEX GROUND", [])).toEqual({
      rate: null,
      reason: "No FedEx rate for this package.",
    });
    expect(pickRate({ kind: "cheapest" }, "UPS GROUND", [])).toEqual({
      rate: null,
      reason: "No UPS rate for this package.",
    });
  });

  it("of two rates at the same amount, the faster", () => {
    const tie = [rate("slow", "UPS", 10, 5), rate("fast", "UPS", 10, 2), rate("none", "UPS", 10, null)];
    expect(ids(pickRate({ kind: "cheapest" }, "UPS GROUND", tie))).toBe("fast");
  });
});

describe("the batch's rule: fastest within N days", () => {
  it("takes the fewest estimated days within N, the cheapest of equals", () => {
    expect(ids(pickRate({ kind: "fastest", withinDays: 1 }, "UPS GROUND", RATES))).toBe("ups-next");
    expect(ids(pickRate({ kind: "fastest", withinDays: 10 }, "UPS GROUND", RATES))).toBe("ups-next");
    // Without the overnight rate, two 2-day rates: the cheaper (USPS) whatever the ship via's carrier.
    const noOvernight = RATES.filter((r) => r.id !== "ups-next");
    expect(ids(pickRate({ kind: "fastest", withinDays: 2 }, "UPS GROUND", noOvernight))).toBe("usps-priority");
  });

  it("among rates of the same days, the cheapest whatever the carrier", () => {
    const same = [rate("a", "FedEx", 24, 2), rate("b", "USPS", 11.4, 2), rate("c", "UPS", 30, 2)];
    expect(ids(pickRate({ kind: "fastest", withinDays: 3 }, "FEDEX GROUND", same))).toBe("b");
  });

  it("none within N (or none with an estimate) leaves the invoice out with the reason", () => {
    const slow = [rate("a", "UPS", 12, 5), rate("b", "USPS", 8, null)];
    expect(pickRate({ kind: "fastest", withinDays: 3 }, "UPS GROUND", slow)).toEqual({
      rate: null,
      reason: "No rate arrives within 3 days.",
    });
    expect(pickRate({ kind: "fastest", withinDays: 1 }, "UPS GROUND", slow).reason).toBe(
      "No rate arrives within 1 day.",
    );
  });
});

describe("the review's body", () => {
  const body = {
    branch: "tnna",
    invoiceNumbers: ["s1000002.001"],
    boxPresetId: "7f1f8f2e-7c4c-4e34-9d8a-7d6e2f0c8a11",
    rule: { kind: "fastest", withinDays: 3 },
  };

  it("upper-cases the branch and invoices", () => {
    expect(batchReviewRequestSchema.parse(body)).toMatchObject({ branch: "TNNA", invoiceNumbers: ["S1000002.001"] });
  });

  it("bounds the invoices (1..200, no repeats) and the days (1..10)", () => {
    const issue = (b: object) => batchReviewRequestSchema.safeParse({ ...body, ...b }).error?.issues[0].message;
    expect(issue({ invoiceNumbers: [] })).toBe("Select at least one invoice.");
    expect(issue({ invoiceNumbers: Array.from({ length: 201 }, (_, i) => `S${i}`) })).toBe(
      "A batch takes at most 200 invoices.",
    );
    expect(issue({ invoiceNumbers: ["S1.001", "s1.001"] })).toBe("An invoice is selected twice.");
    expect(issue({ rule: { kind: "fastest", withinDays: 11 } })).toBe("Within days is at most 10");
    expect(issue({ rule: { kind: "fastest", withinDays: 0 } })).toBe("Within days is at least 1");
    expect(issue({ boxPresetId: "box" })).toBe("Choose a box.");
  });
});

describe("the batch's Shipping rules (issue 38): the rules' choice, else the requested service", () => {
  const views = [
    {
      object_id: "usps",
      provider: "USPS",
      serviceLevelName: "Ground Advantage",
      serviceLevelToken: "usps_ground_advantage",
    },
    { object_id: "ups", provider: "UPS", serviceLevelName: "Ground", serviceLevelToken: "ups_ground" },
  ];
  const chose = { rateId: "usps", name: "Cheap", reason: "Cheap: every order; cheapest" };

  it("takes the rate the rules chose, said with its reason", () => {
    expect(pickByRules(chose, "UPS GROUND", views)).toEqual({
      rate: views[0],
      reason: "Rule: Cheap: every order; cheapest",
    });
  });

  it("no rule deciding: the service the order asks for; neither: no rate, and why", () => {
    expect(pickByRules(null, "UPS GROUND", views)).toEqual({
      rate: views[1],
      reason: "No shipping rule applies: the service the order asks for.",
    });
    expect(pickByRules(null, "OUR TRUCK", views)).toEqual({
      rate: null,
      reason: "No shipping rule applies, and no rate has the service the order asks for (OUR TRUCK).",
    });
  });

  it("reads the rule kind on the batch's request", () => {
    expect(batchReviewRequestSchema.shape.rule.parse({ kind: "rules" })).toEqual({ kind: "rules" });
  });
});
