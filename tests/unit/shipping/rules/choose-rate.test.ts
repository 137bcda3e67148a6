import { describe, expect, it } from "vitest";
import { chooseByRules, rateForAction, type ShippingRule } from "@/lib/shipping/rules/choose-rate";
import { shippingRuleSchema, type OrderContext } from "@/lib/shipping/rules/schemas";

const rate = (id: string, provider: string, service: string, amount: number, estimatedDays: number | null) => ({
  id,
  provider,
  serviceLevelName: service,
  serviceLevelToken: `${provider}_${service}`.toLowerCase().replace(/\W+/g, "_"),
  amount: amount.toFixed(2),
  estimatedDays,
});

const RATES = [
  rate("usps-ground", "USPS", "Ground Advantage", 8.1, 5),
  rate("usps-priority", "USPS", "Priority Mail", 11.4, 2),
  rate("ups-ground", "UPS", "Ground", 12.3, 4),
  rate("ups-3day", "UPS", "3 Day Select®", 19.5, 3),
  rate("ups-2day", "UPS", "2nd Day Air®", 24.0, 2),
  rate("ups-next", "UPS", "Next Day Air®", 61.2, 1),
  rate("fedex-ground", "FedEx", "Ground", 12.9, null),
];

let seq = 0;
const rule = (name: string, body: { conditions?: Record<string, unknown>; action: Record<string, unknown> }) =>
  ({ id: `r${++seq}`, ...shippingRuleSchema.parse({ name, conditions: {}, ...body }) }) as ShippingRule;

const TX_50: OrderContext = {
  branch: "TNNA",
  customerId: "10018",
  shipVia: "UPS GROUND",
  state: "TX",
  weight: 50,
  residential: null,
  orderTotal: 812.4,
};

const HEAVY_TO_TEXAS = rule("Heavy to Texas", {
  conditions: { weightFrom: "50", states: "TX" },
  action: { kind: "cheapestWithin", days: "3" },
});

const picked = (rules: ShippingRule[], ctx: OrderContext = TX_50, rates = RATES) => {
  const choice = chooseByRules(rules, ctx, rates);
  return choice ? `${choice.rule.name} -> ${choice.rate.id}` : null;
};

describe("shipping rules pick the rate (CLARIFICATIONS 59)", () => {
  it("Heavy to Texas: the cheapest that arrives within 3 days, with its reason", () => {
    const choice = chooseByRules([HEAVY_TO_TEXAS], TX_50, RATES);
    expect(choice?.rate.id).toBe("usps-priority");
    expect(choice?.reason).toBe("Heavy to Texas: weight 50 lb or more, ship to TX; cheapest within 3 business days");
  });

  it("no rule matches: none decides (the requested service stands)", () => {
    expect(picked([HEAVY_TO_TEXAS], { ...TX_50, state: "OK" })).toBeNull();
    expect(picked([HEAVY_TO_TEXAS], { ...TX_50, weight: 49.99 })).toBeNull();
    expect(picked([])).toBeNull();
  });

  it("weights are inclusive at both ends", () => {
    const band = rule("Band", { conditions: { weightFrom: 20, weightTo: 50 }, action: { kind: "cheapest" } });
    expect(picked([band], { ...TX_50, weight: 20 })).toBe("Band -> usps-ground");
    expect(picked([band], { ...TX_50, weight: 50 })).toBe("Band -> usps-ground");
    expect(picked([band], { ...TX_50, weight: 50.01 })).toBeNull();
  });

  it("the first matching rule decides when two match", () => {
    const fast = rule("Fast", { conditions: { states: "TX" }, action: { kind: "fastestUnder", amount: 100 } });
    const cheap = rule("Cheap", { conditions: { states: "TX" }, action: { kind: "cheapest" } });
    expect(picked([fast, cheap])).toBe("Fast -> ups-next");
    expect(picked([cheap, fast])).toBe("Cheap -> usps-ground");
  });

  it("a rule whose action finds no rate passes to the next matching rule", () => {
    const dhl = rule("DHL only", { action: { kind: "service", carrier: "DHL Express", service: "Express" } });
    const overnight = rule("Overnight", { action: { kind: "cheapestWithin", days: 1 } });
    expect(picked([dhl, overnight])).toBe("Overnight -> ups-next");
    expect(picked([dhl])).toBeNull();
  });

  it("conflicting conditions match no order", () => {
    const never = rule("Never", {
      conditions: { states: "TX", branches: "TNNA", customerIds: "99999" },
      action: { kind: "cheapest" },
    });
    expect(picked([never])).toBeNull();
  });

  it("an unknown fact never matches a condition on it", () => {
    const home = rule("Homes", { conditions: { residential: "yes" }, action: { kind: "cheapest" } });
    const business = rule("Businesses", { conditions: { residential: "no" }, action: { kind: "cheapest" } });
    expect(picked([home, business])).toBeNull();
    expect(picked([home, business], { ...TX_50, residential: false })).toBe("Businesses -> usps-ground");
    const big = rule("Big orders", { conditions: { orderTotalFrom: 500 }, action: { kind: "cheapest" } });
    expect(picked([big], { ...TX_50, orderTotal: null })).toBeNull();
    expect(picked([big], { ...TX_50, orderTotal: 500 })).toBe("Big orders -> usps-ground");
    const heavy = rule("Heavy", { conditions: { weightFrom: 1 }, action: { kind: "cheapest" } });
    expect(picked([heavy], { ...TX_50, weight: null })).toBeNull();
  });

  it("ship via: a trailing * starts with, case-insensitively; without it the whole ship via", () => {
    const ups = rule("UPS orders", { conditions: { shipVias: "ups*" }, action: { kind: "cheapest" } });
    const exact = rule("Exactly UPS", { conditions: { shipVias: "UPS" }, action: { kind: "cheapest" } });
    expect(picked([ups])).toBe("UPS orders -> usps-ground");
    expect(picked([exact])).toBeNull();
    expect(picked([ups], { ...TX_50, shipVia: "FEDEX GROUND" })).toBeNull();
    expect(picked([ups], { ...TX_50, shipVia: null })).toBeNull();
  });

  it("branches and customers are matched whatever their case", () => {
    const mine = rule("Mine", {
      conditions: { branches: "tnna", customerIds: "10018, 10020" },
      action: { kind: "cheapest" },
    });
    expect(picked([mine], { ...TX_50, branch: "tnna" })).toBe("Mine -> usps-ground");
    expect(picked([mine], { ...TX_50, customerId: "10019" })).toBeNull();
  });
});

describe("each action at its edges", () => {
  const act = (action: Record<string, unknown>, rates = RATES) =>
    rateForAction(rule("A", { action }).action, rates)?.id ?? null;

  it("service: by the name the rates give it, whatever its marks", () => {
    expect(act({ kind: "service", carrier: "UPS", service: "2nd Day Air" })).toBe("ups-2day");
    expect(act({ kind: "service", carrier: "UPS", service: "Ground" })).toBe("ups-ground");
    expect(act({ kind: "service", carrier: "FedEx", service: "Ground" })).toBe("fedex-ground");
    expect(act({ kind: "service", carrier: "USPS", service: "Priority" })).toBe("usps-priority");
  });

  it("cheapest: ties go to the faster, then to the order the rates came in", () => {
    const tie = [
      rate("slow", "UPS", "Ground", 10, 5),
      rate("fast", "FedEx", "Ground", 10, 3),
      rate("also-fast", "USPS", "Priority Mail", 10, 3),
    ];
    expect(act({ kind: "cheapest" }, tie)).toBe("fast");
    expect(act({ kind: "cheapest" }, [])).toBeNull();
  });

  it("cheapest within N days: N is inclusive; a rate without an estimate never qualifies", () => {
    expect(act({ kind: "cheapestWithin", days: 4 })).toBe("usps-priority");
    expect(act({ kind: "cheapestWithin", days: 1 })).toBe("ups-next");
    const unknown = [rate("no-estimate", "FedEx", "Ground", 5, null), rate("known", "UPS", "Ground", 9, 3)];
    expect(act({ kind: "cheapestWithin", days: 10 }, unknown)).toBe("known");
    expect(act({ kind: "cheapestWithin", days: 10 }, [unknown[0]])).toBeNull();
  });

  it("fastest under $X: strictly under; equal days go to the cheaper", () => {
    expect(act({ kind: "fastestUnder", amount: 61.2 })).toBe("usps-priority");
    expect(act({ kind: "fastestUnder", amount: 61.21 })).toBe("ups-next");
    expect(act({ kind: "fastestUnder", amount: 8.1 })).toBeNull();
  });
});
