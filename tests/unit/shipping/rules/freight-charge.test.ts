import { describe, expect, it } from "vitest";
import { packageShares, priceFreight } from "@/lib/shipping/rules/freight-charge";
import { freightPricingSchema } from "@/lib/shipping/rules/schemas";
import { reversedAmount } from "@/lib/shipping/voids/reversal-values";

type Case = {
  /** What the row proves. */
  what: string;
  pricing: Record<string, unknown> | null;
  cost: number;
  packages?: number;
  orderTotal?: number | null;
  total: number;
  post?: boolean;
  sum?: string | null;
};

const markup = (percent: number, fee: number, bounds: { minimum?: number; maximum?: number } = {}) => ({
  kind: "markup",
  percent,
  fee,
  ...bounds,
});

// CLARIFICATIONS 60's sums: in whole cents, half up, never below zero; the zero terms left out of the sum.
const CASES: Case[] = [
  {
    what: "the spec's sum",
    pricing: markup(10, 5),
    cost: 18.18,
    total: 25,
    sum: "UPS Ground $18.18 + 10% + $5.00 handling = $25.00",
  },
  {
    what: "a half cent of markup rounds up",
    pricing: markup(10, 0),
    cost: 0.05,
    total: 0.06,
    sum: "UPS Ground $0.05 + 10% = $0.06",
  },
  { what: "under a half cent rounds down", pricing: markup(10, 0), cost: 0.04, total: 0.04 },
  { what: "1.5045 rounds to 1.50", pricing: markup(15, 0), cost: 10.03, total: 11.53 },
  {
    what: "a percent with a decimal",
    pricing: markup(12.5, 0),
    cost: 9.99,
    total: 11.24,
    sum: "UPS Ground $9.99 + 12.5% = $11.24",
  },
  { what: "50% of one cent is a cent (half up)", pricing: markup(50, 0), cost: 0.01, total: 0.02 },
  { what: "50% of three cents is two", pricing: markup(50, 0), cost: 0.03, total: 0.05 },
  { what: "a third, to the cent", pricing: markup(33.33, 0), cost: 10, total: 13.33 },
  { what: "1.01% of $100", pricing: markup(1.01, 0), cost: 100, total: 101.01 },
  { what: "a cost of a half cent is read half up first", pricing: markup(10, 0), cost: 1.005, total: 1.11 },
  {
    what: "no markup and no fee: the label's cost",
    pricing: markup(0, 0),
    cost: 18.18,
    total: 18.18,
    sum: "UPS Ground $18.18 = $18.18",
  },
  {
    what: "a fee alone",
    pricing: markup(0, 5),
    cost: 18.18,
    total: 23.18,
    sum: "UPS Ground $18.18 + $5.00 handling = $23.18",
  },
  { what: "a percent alone", pricing: markup(10, 0), cost: 18.18, total: 20, sum: "UPS Ground $18.18 + 10% = $20.00" },
  {
    what: "the fee is per package",
    pricing: markup(10, 5),
    cost: 30,
    packages: 2,
    total: 43,
    sum: "UPS Ground $30.00 + 10% + 2 × $5.00 handling = $43.00",
  },
  { what: "three packages", pricing: markup(0, 1.25), cost: 12, packages: 3, total: 15.75 },
  { what: "the largest markup", pricing: markup(500, 0), cost: 10, total: 60 },
  { what: "the largest fee", pricing: markup(0, 500), cost: 1, total: 501 },
  {
    what: "a free label stays free under a percent",
    pricing: markup(100, 0),
    cost: 0,
    total: 0,
    sum: "UPS Ground $0.00 + 100% = $0.00",
  },
  {
    what: "the minimum raises a small charge",
    pricing: markup(10, 0, { minimum: 5 }),
    cost: 3,
    total: 5,
    sum: "UPS Ground $3.00 + 10%; minimum $5.00 = $5.00",
  },
  {
    what: "the minimum leaves a larger charge",
    pricing: markup(10, 0, { minimum: 5 }),
    cost: 10,
    total: 11,
    sum: "UPS Ground $10.00 + 10% = $11.00",
  },
  {
    what: "exactly at the minimum: no clamp said",
    pricing: markup(10, 0, { minimum: 3.3 }),
    cost: 3,
    total: 3.3,
    sum: "UPS Ground $3.00 + 10% = $3.30",
  },
  {
    what: "the maximum caps a large charge",
    pricing: markup(10, 5, { maximum: 20 }),
    cost: 18.18,
    total: 20,
    sum: "UPS Ground $18.18 + 10% + $5.00 handling; maximum $20.00 = $20.00",
  },
  {
    what: "exactly at the maximum: no clamp said",
    pricing: markup(10, 5, { maximum: 25 }),
    cost: 18.18,
    total: 25,
    sum: "UPS Ground $18.18 + 10% + $5.00 handling = $25.00",
  },
  {
    what: "minimum equal to maximum, below",
    pricing: markup(0, 0, { minimum: 7.5, maximum: 7.5 }),
    cost: 3,
    total: 7.5,
  },
  {
    what: "minimum equal to maximum, above",
    pricing: markup(0, 0, { minimum: 7.5, maximum: 7.5 }),
    cost: 30,
    total: 7.5,
  },
  {
    what: "flat",
    pricing: { kind: "flat", amount: 15 },
    cost: 18.18,
    total: 15,
    sum: "UPS Ground $18.18; flat $15.00 = $15.00",
  },
  { what: "flat zero posts a zero line", pricing: { kind: "flat", amount: 0 }, cost: 18.18, total: 0, post: true },
  {
    what: "flat under the minimum",
    pricing: { kind: "flat", amount: 15, minimum: 20 },
    cost: 8,
    total: 20,
    sum: "UPS Ground $8.00; flat $15.00; minimum $20.00 = $20.00",
  },
  { what: "flat over the maximum", pricing: { kind: "flat", amount: 15, maximum: 10 }, cost: 8, total: 10 },
  {
    what: "free at exactly the threshold",
    pricing: { kind: "freeAt", orderTotal: 500 },
    cost: 18.18,
    orderTotal: 500,
    total: 0,
    post: false,
    sum: "UPS Ground $18.18; free at order total $500.00 = $0.00",
  },
  {
    what: "free over the threshold",
    pricing: { kind: "freeAt", orderTotal: 500 },
    cost: 18.18,
    orderTotal: 500.01,
    total: 0,
    post: false,
  },
  {
    what: "a cent under the threshold: the label's cost",
    pricing: { kind: "freeAt", orderTotal: 500 },
    cost: 18.18,
    orderTotal: 499.99,
    total: 18.18,
    post: true,
    sum: "UPS Ground $18.18 = $18.18",
  },
  {
    what: "an unknown order total is never free",
    pricing: { kind: "freeAt", orderTotal: 500 },
    cost: 18.18,
    orderTotal: null,
    total: 18.18,
    post: true,
  },
  {
    what: "under the threshold the minimum holds",
    pricing: { kind: "freeAt", orderTotal: 500, minimum: 20 },
    cost: 18.18,
    orderTotal: 100,
    total: 20,
  },
  {
    what: "over the threshold the minimum does not",
    pricing: { kind: "freeAt", orderTotal: 500, minimum: 20 },
    cost: 18.18,
    orderTotal: 600,
    total: 0,
    post: false,
  },
  {
    what: "the order total is read to the cent, half up",
    pricing: { kind: "freeAt", orderTotal: 500 },
    cost: 18.18,
    orderTotal: 499.995,
    total: 0,
    post: false,
  },
  {
    what: "none",
    pricing: { kind: "none" },
    cost: 18.18,
    total: 0,
    post: false,
    sum: "UPS Ground $18.18; no freight = $0.00",
  },
  { what: "none ignores a big order", pricing: { kind: "none" }, cost: 99, orderTotal: 10_000, total: 0, post: false },
  {
    what: "no rule: the label's cost as today, no sum",
    pricing: null,
    cost: 18.18,
    total: 18.18,
    post: true,
    sum: null,
  },
  { what: "no rule: a half cent rounds up", pricing: null, cost: 1.005, total: 1.01 },
  { what: "no rule: never below zero", pricing: null, cost: -5, total: 0 },
  { what: "a rule: never below zero", pricing: markup(10, 0), cost: -5, total: 0 },
];

describe("freight sums (CLARIFICATIONS 60)", () => {
  it("has at least 40 rows", () => expect(CASES.length).toBeGreaterThanOrEqual(40));

  it.each(CASES)("$what", (c) => {
    const rule = c.pricing ? { name: "Markup", pricing: freightPricingSchema.parse(c.pricing) } : null;
    const charge = priceFreight(rule, {
      label: "UPS Ground",
      cost: c.cost,
      packages: c.packages ?? 1,
      orderTotal: c.orderTotal ?? null,
    });
    expect(charge.total).toBe(c.total);
    expect(charge.post).toBe(c.post ?? true);
    if (c.sum !== undefined) expect(charge.sum).toBe(c.sum);
    expect(charge.rule).toBe(rule ? "Markup" : null);
  });
});

describe("freight pricing refused on save, each field in its own words", () => {
  it.each([
    [markup(10, 0, { minimum: 10, maximum: 5 }), "maximum", "The minimum charge is above the maximum"],
    [{ kind: "flat", amount: 5, minimum: 10, maximum: 5 }, "maximum", "The minimum charge is above the maximum"],
    [markup(500.01, 0), "percent", "Markup is at most 500%"],
    [markup(-1, 0), "percent", "Markup cannot be negative"],
    [markup(10.555, 0), "percent", "Markup has at most 2 decimals"],
    [markup(0, 500.01), "fee", "Handling fee is at most $500.00"],
    [{ kind: "markup", percent: 0, fee: "abc" }, "fee", "Handling fee must be a number"],
    [markup(0, 1.005), "fee", "Handling fee is in dollars and cents (at most 2 decimals)"],
    [{ kind: "freeAt", orderTotal: 0 }, "orderTotal", "Free at order total must be more than $0.00"],
    [{ kind: "flat" }, "amount", "Flat amount must be a number"],
    [{ kind: "free" }, "kind", "Choose how the rule prices the freight"],
  ])("%j: %s", (pricing, path, message) => {
    const issues = freightPricingSchema.safeParse(pricing).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join("."), i.message])).toContainEqual([path, message]);
  });
});

describe("each package's share of a posting, and what its void takes back", () => {
  it("splits by each label's cost, the rounding cents to the first package", () => {
    expect(packageShares(25, [10, 8.18])).toEqual([13.76, 11.24]);
    expect(packageShares(25, [18.18])).toEqual([25]);
  });

  it("splits equally when the labels cost nothing", () => {
    expect(packageShares(10, [0, 0, 0])).toEqual([3.34, 3.33, 3.33]);
  });

  it("a void of one package takes back its share of the total posted, not its label's cost", () => {
    expect(reversedAmount({ costAmount: 8.18, freightCharge: { share: 11.24 } }, 25, true)).toBe(11.24);
    expect(reversedAmount({ costAmount: 18.18, freightCharge: { share: 25 } }, 25, false)).toBe(25);
  });

  it("a posting from before freight rules takes back the label's cost, as it posted", () => {
    expect(reversedAmount({ costAmount: 8.18, freightCharge: null }, 18.18, true)).toBe(8.18);
  });
});
