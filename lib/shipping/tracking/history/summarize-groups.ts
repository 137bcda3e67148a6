// Import-free but for the words: every figure of Shipment Tracking is added up here from the one read's groups.
import { carrierKey } from "@/lib/shipping/tracking/carrier-links";
import { STATUS_WORD_KEYS, type StatusWord } from "@/lib/shipping/tracking/status-text";
import { costByCarrier, labelCents } from "./cost-by-carrier";
import { dailyByStatus } from "./daily-by-status";
import { onTimeByService, type TransitRow } from "./on-time";

/** One group of the read: shipments alike in everything the screen counts them by. */
export type ShipmentGroup = {
  day: string;
  word: StatusWord;
  carrier: string | null;
  currency: string | null;
  attention: boolean;
  /** Set only for a delivered shipment with an estimate (the on-time rule measures those). */
  service: string | null;
  estimatedDays: number | null;
  transitDays: number | null;
  count: number;
  /** The labels' cost in whole cents. */
  cents: number;
};

export type Money = { currency: string; amount: number };

/** The cost of labels per currency (never summed across two), USD first; a refunded label cost nothing. */
function costsByCurrency(groups: readonly ShipmentGroup[]): Money[] {
  const cents = new Map<string, number>();
  for (const g of groups) {
    const currency = g.currency ?? "USD";
    cents.set(currency, (cents.get(currency) ?? 0) + labelCents(g));
  }
  return [...cents.entries()]
    .map(([currency, c]) => ({ currency, amount: c / 100 }))
    .sort(
      (a, b) => Number(b.currency === "USD") - Number(a.currency === "USD") || a.currency.localeCompare(b.currency),
    );
}

/**
 * Spec 3 "Shipment stats" (total_shipments, status_breakdown, needing_attention, total_shipping_cost) and the charts,
 * all from the same groups: the cards' total is the sum of the days' bars and of the carriers' labels, and the cost
 * card the sum of the carriers' costs.
 */
export function summarizeGroups(groups: readonly ShipmentGroup[], days: readonly string[]) {
  const status_breakdown: Partial<Record<StatusWord, number>> = {};
  for (const g of groups) status_breakdown[g.word] = (status_breakdown[g.word] ?? 0) + g.count;
  const shipping_costs = costsByCurrency(groups);
  const transits: TransitRow[] = groups.flatMap((g) =>
    g.estimatedDays !== null && g.transitDays !== null
      ? [
          {
            ...g,
            carrier: carrierKey(g.carrier) ?? g.carrier,
            estimatedDays: g.estimatedDays,
            transitDays: g.transitDays,
          },
        ]
      : [],
  );
  return {
    stats: {
      days: days.length,
      total_shipments: groups.reduce((n, g) => n + g.count, 0),
      status_breakdown,
      needing_attention: groups.reduce((n, g) => n + (g.attention ? g.count : 0), 0),
      /** In the first of `shipping_costs`' currencies (USD); the others are listed there. */
      total_shipping_cost: shipping_costs[0]?.amount ?? 0,
      shipping_costs,
    },
    perDay: dailyByStatus(
      groups.map((g) => ({ day: g.day, status: g.word, count: g.count })),
      days,
      STATUS_WORD_KEYS,
    ),
    costByCarrier: costByCarrier(groups),
    onTime: onTimeByService(transits),
  };
}
