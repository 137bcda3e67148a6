// Import-free: the figures are shaped here and drawn by server components.

export type CarrierCostRow = { carrier: string | null; currency: string | null; cost: number; count: number };
export type CarrierCost = { carrier: string; currency: string; cost: number; count: number };

/** Label cost per carrier (and currency, never summed across two), dearest first, rounded to the cent. */
export function costByCarrier(rows: readonly CarrierCostRow[]): CarrierCost[] {
  return rows
    .filter((r) => r.carrier)
    .map((r) => ({
      carrier: r.carrier!,
      currency: r.currency ?? "USD",
      cost: Math.round(r.cost * 100) / 100,
      count: r.count,
    }))
    .sort((a, b) => b.cost - a.cost || a.carrier.localeCompare(b.carrier));
}
