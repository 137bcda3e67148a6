import { describe, expect, it } from "vitest";
import { costByCarrier } from "@/lib/shipping/tracking/history/cost-by-carrier";
import { dailyByStatus, periodDays } from "@/lib/shipping/tracking/history/daily-by-status";
import { historyDays } from "@/lib/shipping/tracking/history/period";

describe("shipments per day by status", () => {
  it("lists every day of the period ending today (UTC), oldest first", () => {
    expect(periodDays(3, new Date("2026-11-01T02:00:00Z"))).toEqual(["2026-10-30", "2026-10-31", "2026-11-01"]);
  });

  it("keeps quiet days as empty bars and orders each day's statuses as the legend reads", () => {
    const figures = dailyByStatus(
      [
        { day: "2026-10-30", status: "DELIVERED", count: 4 },
        { day: "2026-10-30", status: "IN_TRANSIT", count: 1 },
        { day: "2026-11-01", status: "EXCEPTION", count: 2 },
        { day: "2026-09-01", status: "DELIVERED", count: 9 },
      ],
      ["2026-10-30", "2026-10-31", "2026-11-01"],
      ["IN_TRANSIT", "DELIVERED", "EXCEPTION"],
    );
    expect(figures).toEqual([
      {
        day: "2026-10-30",
        total: 5,
        byStatus: [
          { status: "IN_TRANSIT", count: 1 },
          { status: "DELIVERED", count: 4 },
        ],
      },
      { day: "2026-10-31", total: 0, byStatus: [] },
      { day: "2026-11-01", total: 2, byStatus: [{ status: "EXCEPTION", count: 2 }] },
    ]);
  });
});

describe("cost by carrier", () => {
  it("puts the dearest carrier first, to the cent, and never adds two currencies together", () => {
    expect(
      costByCarrier([
        { carrier: "usps", currency: "USD", word: "DELIVERED", cents: 12000, count: 12 },
        { carrier: "ups", currency: "USD", word: "DELIVERED", cents: 34050, count: 20 },
        { carrier: "ups", currency: "CAD", word: "IN_TRANSIT", cents: 1500, count: 1 },
        { carrier: null, currency: "USD", word: "DELIVERED", cents: 300, count: 1 },
      ]),
    ).toEqual([
      { carrier: "ups", currency: "USD", cost: 340.5, count: 20 },
      { carrier: "usps", currency: "USD", cost: 120, count: 12 },
      { carrier: "ups", currency: "CAD", cost: 15, count: 1 },
      { carrier: null, currency: "USD", cost: 3, count: 1 },
    ]);
  });

  it("counts every label, FEDEX and fedex as one carrier, and a refunded label at no cost", () => {
    expect(
      costByCarrier([
        { carrier: "FEDEX", currency: "USD", word: "DELIVERED", cents: 1001, count: 1 },
        { carrier: "fedex", currency: "USD", word: "IN_TRANSIT", cents: 2002, count: 2 },
        { carrier: "fedex", currency: "USD", word: "VOIDED", cents: 5000, count: 1 },
        { carrier: "fedex", currency: "USD", word: "REFUND_PENDING", cents: 700, count: 1 },
      ]),
    ).toEqual([{ carrier: "fedex", currency: "USD", cost: 37.03, count: 5 }]);
  });
});

describe("the period", () => {
  it("is one of the offered periods, else 30 days", () => {
    expect(historyDays("60")).toBe(60);
    expect(historyDays("45")).toBe(30);
    expect(historyDays(undefined)).toBe(30);
  });
});
