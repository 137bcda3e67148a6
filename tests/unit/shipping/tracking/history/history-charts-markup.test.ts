import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HistoryCharts } from "@/components/shipping/tracking/history/history-charts";
import type { ShipmentHistory } from "@/lib/shipping/tracking/history/shipment-history";

const HISTORY: ShipmentHistory = {
  days: 7,
  from: "2026-11-14",
  to: "2026-11-20",
  perDay: [
    { day: "2026-11-14", total: 0, byStatus: [] },
    {
      day: "2026-11-15",
      total: 3,
      byStatus: [
        { status: "IN_TRANSIT", count: 1 },
        { status: "DELIVERED", count: 2 },
      ],
    },
  ],
  costByCarrier: [{ carrier: "dhl_express", currency: "USD", cost: 42.5, count: 2 }],
  stats: {
    days: 7,
    total_shipments: 3,
    status_breakdown: { IN_TRANSIT: 1, DELIVERED: 2 },
    needing_attention: 0,
    total_shipping_cost: 42.5,
    shipping_costs: [{ currency: "USD", amount: 42.5 }],
  },
  onTime: [{ carrier: "ups", service: "Ground", onTime: 7, measured: 9, percent: 78 }],
};

const html = (history: ShipmentHistory, companyId: string | null = null) =>
  renderToStaticMarkup(createElement(HistoryCharts, { history, companyId }));
const hrefs = (markup: string) => [...markup.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));

describe("the shipping history charts as the server draws them", () => {
  it("makes each status piece of a day's bar a named link to the table filtered to that day and status", () => {
    const out = html(HISTORY, "c1");
    expect(out).toContain('aria-label="Nov 15, 2026: 2 Delivered"');
    expect(hrefs(out)).toContain(
      "?companyId=c1&days=7&status=DELIVERED&dateFrom=2026-11-15&dateTo=2026-11-15#shipment-filters",
    );
    expect(out).toContain("3 shipments from Nov 14, 2026 to Nov 15, 2026; the busiest day was Nov 15, 2026 with 3.");
  });

  it("links a carrier's cost bar to the Carrier filter's own value, and an on-time row to that service's deliveries", () => {
    const links = hrefs(html(HISTORY));
    expect(links).toContain("?days=7&carrier=dhl#shipment-filters");
    expect(links).toContain("?days=7&carrier=ups&service=Ground&status=DELIVERED#shipment-filters");
    const out = html(HISTORY);
    expect(out).toContain('aria-label="DHL Express: $42.50"');
    expect(out).toContain("78% on time (7 of 9)");
  });

  it("marks the shown period, and says so when a period has nothing to draw", () => {
    const out = html({ ...HISTORY, perDay: [], costByCarrier: [], onTime: [] });
    expect(out).toMatch(
      /<a[^>]*href="\?days=7"[^>]*aria-current="page"|<a[^>]*aria-current="page"[^>]*href="\?days=7"/,
    );
    expect(out).toContain("No shipments in this period.");
    expect(out).toContain("No labels bought in this period.");
    expect(out).toContain("No deliveries with an estimate in this period.");
  });
});
