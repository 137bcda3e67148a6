import { describe, expect, it } from "vitest";
import { isOnTime, onTimeByService, transitDays } from "@/lib/shipping/tracking/history/on-time";

const at = (iso: string) => new Date(iso);

describe("the on-time rule", () => {
  it("counts a delivery on the estimated day, or before it, as on time", () => {
    const bought = at("2026-11-02T21:30:00Z");
    const base = { status: "DELIVERED", estimatedDays: 2, purchasedAt: bought };
    expect(isOnTime({ ...base, deliveredAt: at("2026-11-04T23:59:00Z") })).toBe(true);
    expect(isOnTime({ ...base, deliveredAt: at("2026-11-03T09:00:00Z") })).toBe(true);
    expect(isOnTime({ ...base, deliveredAt: at("2026-11-05T08:00:00Z") })).toBe(false);
  });

  it("counts days by the calendar, not by 24-hour spans: a late-evening label delivered two mornings later took two days", () => {
    expect(transitDays(at("2026-11-02T23:00:00Z"), at("2026-11-04T07:00:00Z"))).toBe(2);
    expect(transitDays(at("2026-11-02T00:10:00Z"), at("2026-11-02T18:00:00Z"))).toBe(0);
  });

  it("measures only delivered shipments that have an estimate", () => {
    const base = { purchasedAt: at("2026-11-02T10:00:00Z"), deliveredAt: at("2026-11-03T10:00:00Z") };
    expect(isOnTime({ ...base, status: "IN_TRANSIT", estimatedDays: 3 })).toBeNull();
    expect(isOnTime({ ...base, status: "RETURNED", estimatedDays: 3 })).toBeNull();
    expect(isOnTime({ ...base, status: "DELIVERED", estimatedDays: null })).toBeNull();
    expect(isOnTime({ ...base, status: "DELIVERED", estimatedDays: 3, deliveredAt: null })).toBeNull();
  });
});

describe("on-time delivery per carrier and service", () => {
  it("tallies each carrier's service apart, as whole percents, the most measured first", () => {
    const figures = onTimeByService([
      { carrier: "ups", service: "Ground", estimatedDays: 3, transitDays: 2, count: 6 },
      { carrier: "ups", service: "Ground", estimatedDays: 3, transitDays: 3, count: 1 },
      { carrier: "ups", service: "Ground", estimatedDays: 3, transitDays: 5, count: 2 },
      { carrier: "usps", service: "Priority Mail", estimatedDays: 2, transitDays: 3, count: 1 },
      { carrier: "usps", service: "Priority Mail", estimatedDays: 2, transitDays: 1, count: 2 },
      { carrier: "ups", service: "Next Day Air®", estimatedDays: 1, transitDays: 1, count: 3 },
    ]);
    expect(figures).toEqual([
      { carrier: "ups", service: "Ground", onTime: 7, measured: 9, percent: 78 },
      { carrier: "ups", service: "Next Day Air®", onTime: 3, measured: 3, percent: 100 },
      { carrier: "usps", service: "Priority Mail", onTime: 2, measured: 3, percent: 67 },
    ]);
  });

  it("has nothing to show when nothing was delivered with an estimate", () => {
    expect(onTimeByService([])).toEqual([]);
  });
});
