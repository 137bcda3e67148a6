import { describe, expect, it } from "vitest";
import { freightConditionsMatch } from "@/lib/shipping/rules/match-conditions";
import { conditionsText, pricingText, shippingReason } from "@/lib/shipping/rules/rule-text";
import { freightRuleSchema, shippingRuleSchema, type FreightContext } from "@/lib/shipping/rules/schemas";

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]);

const shipping = (over: Record<string, unknown>) =>
  shippingRuleSchema.safeParse({ name: "Rule", conditions: {}, action: { kind: "cheapest" }, ...over });

describe("a shipping rule is checked on save, each field in its own words (CLARIFICATIONS 59)", () => {
  it.each([
    [{ name: "" }, "name", "Please enter a rule name"],
    [{ name: "   " }, "name", "Please enter a rule name"],
    [{ name: "x".repeat(41) }, "name", "A rule name has at most 40 characters"],
    [{ conditions: { weightFrom: 50, weightTo: 10 } }, "conditions.weightTo", "Weight to is below weight from"],
    [{ conditions: { weightFrom: "heavy" } }, "conditions.weightFrom", "Weight from must be a number"],
    [{ conditions: { weightTo: -1 } }, "conditions.weightTo", "Weight to cannot be negative"],
    [
      { conditions: { orderTotalFrom: 500, orderTotalTo: 100 } },
      "conditions.orderTotalTo",
      "Order total to is below order total from",
    ],
    [{ conditions: { states: "TX, TEXAS, XX" } }, "conditions.states", "Ship To States: XX is not a US state code"],
    [{ conditions: { shipVias: "*" } }, "conditions.shipVias", "Ship Via: a * needs a few letters before it"],
    [{ conditions: { branches: "TN NA!" } }, "conditions.branches", "Branches: NA! is not a branch id"],
    [{ conditions: { residential: "maybe" } }, "conditions.residential", "Choose Any, Yes or No"],
    [{ action: { kind: "cheapestWithin", days: 0 } }, "action.days", "Days is at least 1"],
    [{ action: { kind: "cheapestWithin", days: 11 } }, "action.days", "Days is at most 10"],
    [{ action: { kind: "cheapestWithin", days: 2.5 } }, "action.days", "Days must be a whole number"],
    [{ action: { kind: "cheapestWithin" } }, "action.days", "Days must be a number"],
    [{ action: { kind: "fastestUnder", amount: 0 } }, "action.amount", "Amount must be more than $0.00"],
    [
      { action: { kind: "service", carrier: "UPS", service: "" } },
      "action.service",
      "Please enter the service, as the rates name it",
    ],
    [
      { action: { kind: "service", carrier: "Pony Express", service: "Ground" } },
      "action.carrier",
      "Carrier must be one of UPS, FedEx, USPS, DHL Express",
    ],
    [{ action: { kind: "teleport" } }, "action.kind", "Choose what the rule buys"],
  ])("%j", (over, path, message) => {
    expect(issuesOf(shipping(over))).toContainEqual([path, message]);
  });

  it("reads lists typed as text: upper-cased, state names as codes, each once", () => {
    const parsed = shippingRuleSchema.parse({
      name: "  Heavy to Texas ",
      conditions: {
        states: "tx, Texas ok",
        branches: "tnna\ntnco",
        shipVias: "ups*, FedEx Ground",
        residential: "any",
      },
      action: { kind: "cheapestWithin", days: "3" },
    });
    expect(parsed.name).toBe("Heavy to Texas");
    expect(parsed.conditions).toMatchObject({
      states: ["TX", "OK"],
      branches: ["TNNA", "TNCO"],
      shipVias: ["UPS*", "FEDEX GROUND"],
      residential: null,
      weightFrom: null,
    });
    expect(parsed.action).toEqual({ kind: "cheapestWithin", days: 3 });
    expect(parsed.extras).toEqual({ boxPreset: null, signature: false, insurance: false });
  });

  it("explains a rule in one line, extras included", () => {
    const rule = shippingRuleSchema.parse({
      name: "Fragile homes",
      conditions: { residential: "yes", orderTotalFrom: 250, orderTotalTo: 1000, branches: "TNNA,TNCO,TNFR" },
      action: { kind: "service", carrier: "UPS", service: "2nd Day Air" },
      extras: { boxPreset: "Large", signature: true, insurance: true },
    });
    expect(shippingReason(rule)).toBe(
      "Fragile homes: branches TNNA, TNCO or TNFR, residential, order total $250.00 to $1,000.00; UPS 2nd Day Air; box Large, signature required, insured for the order total",
    );
    expect(
      conditionsText(
        shippingRuleSchema.parse({ name: "All", conditions: {}, action: { kind: "cheapest" } }).conditions,
      ),
    ).toBe("every order");
  });
});

describe("a freight rule's own conditions (CLARIFICATIONS 60)", () => {
  const ctx: FreightContext = {
    branch: "TNNA",
    customerId: "10018",
    shipVia: "UPS GROUND",
    state: "TN",
    weight: 3,
    residential: null,
    orderTotal: 100,
    label: { provider: "ups", serviceLevelName: "Ground", serviceLevelToken: "ups_ground" },
    billedToCustomer: null,
  };
  const freight = (conditions: Record<string, unknown>) =>
    freightRuleSchema.parse({ name: "F", conditions, pricing: { kind: "markup", percent: 10, fee: 5 } }).conditions;

  it("carrier and service match the label, as its carrier writes them", () => {
    expect(freightConditionsMatch(freight({ carrier: "UPS" }), ctx)).toBe(true);
    expect(freightConditionsMatch(freight({ carrier: "UPS", service: "Ground" }), ctx)).toBe(true);
    expect(freightConditionsMatch(freight({ carrier: "UPS", service: "Next Day Air" }), ctx)).toBe(false);
    expect(freightConditionsMatch(freight({ carrier: "FedEx" }), ctx)).toBe(false);
    expect(freightConditionsMatch(freight({ carrier: "UPS" }), { ...ctx, label: null })).toBe(false);
  });

  it("billed to customer: unknown matches neither yes nor no", () => {
    expect(freightConditionsMatch(freight({ billedToCustomer: "yes" }), ctx)).toBe(false);
    expect(freightConditionsMatch(freight({ billedToCustomer: "no" }), ctx)).toBe(false);
    expect(freightConditionsMatch(freight({ billedToCustomer: "yes" }), { ...ctx, billedToCustomer: true })).toBe(true);
    expect(freightConditionsMatch(freight({}), ctx)).toBe(true);
  });

  it("a service needs its carrier", () => {
    const result = freightRuleSchema.safeParse({
      name: "F",
      conditions: { service: "Ground" },
      pricing: { kind: "none" },
    });
    expect(issuesOf(result)).toContainEqual(["conditions.carrier", "Choose the service's carrier"]);
  });

  it("says how it prices", () => {
    const pricing = (p: Record<string, unknown>) =>
      freightRuleSchema.parse({ name: "F", conditions: {}, pricing: p }).pricing;
    expect(pricingText(pricing({ kind: "markup", percent: 10, fee: 5, minimum: 5 }))).toBe(
      "10% markup + $5.00 handling per package; minimum $5.00",
    );
    expect(pricingText(pricing({ kind: "freeAt", orderTotal: 500 }))).toBe("free at order total $500.00");
    expect(pricingText(pricing({ kind: "none" }))).toBe("no freight");
  });
});
