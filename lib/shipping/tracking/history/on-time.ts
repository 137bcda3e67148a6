// Import-free: the rule and its tally run wherever the figures are drawn.

const DAY_MS = 86_400_000;

/** Whole calendar days (UTC, as the table's date filters count them) from the label's purchase to its delivery. */
export function transitDays(purchasedAt: Date, deliveredAt: Date): number {
  const day = (d: Date) => Math.floor(d.getTime() / DAY_MS);
  return day(deliveredAt) - day(purchasedAt);
}

/**
 * The on-time rule: a shipment is on time when it was delivered within its rate's estimated days of the label's
 * purchase. Only a delivered shipment with an estimate is measured; any other answers null (not counted either way).
 */
export function isOnTime(s: {
  status: string;
  estimatedDays: number | null;
  purchasedAt: Date;
  deliveredAt: Date | null;
}): boolean | null {
  if (s.status !== "DELIVERED" || s.estimatedDays === null || !s.deliveredAt) return null;
  return transitDays(s.purchasedAt, s.deliveredAt) <= s.estimatedDays;
}

/** What the database counts: delivered shipments with an estimate, grouped by how long they took against it. */
export type TransitRow = {
  carrier: string | null;
  service: string | null;
  estimatedDays: number;
  transitDays: number;
  count: number;
};

export type OnTimeFigure = {
  carrier: string;
  service: string;
  onTime: number;
  measured: number;
  /** Whole percent of the measured shipments that came on time. */
  percent: number;
};

/** On-time delivery per carrier and service, best measured first (then by name, so the order is stable). */
export function onTimeByService(rows: readonly TransitRow[]): OnTimeFigure[] {
  const byKey = new Map<string, OnTimeFigure>();
  for (const r of rows) {
    const carrier = r.carrier ?? "";
    const service = r.service ?? "";
    const key = `${carrier}\u0000${service}`;
    const f = byKey.get(key) ?? { carrier, service, onTime: 0, measured: 0, percent: 0 };
    f.measured += r.count;
    if (r.transitDays <= r.estimatedDays) f.onTime += r.count;
    byKey.set(key, f);
  }
  return [...byKey.values()]
    .map((f) => ({ ...f, percent: f.measured ? Math.round((f.onTime / f.measured) * 100) : 0 }))
    .sort(
      (a, b) => b.measured - a.measured || a.carrier.localeCompare(b.carrier) || a.service.localeCompare(b.service),
    );
}
