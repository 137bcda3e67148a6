// Import-free but for the carriers' spellings: the figures are shaped here and drawn by server components.
import { carrierKey } from "@/lib/shipping/tracking/carrier-links";

export type CarrierCostRow = {
  carrier: string | null;
  currency: string | null;
  word: string;
  count: number;
  /** Whole cents. */
  cents: number;
};
/** `carrier`: the carrier's key (`fedex`, whatever spelling the rows hold), null when the rows name none. */
export type CarrierCost = { carrier: string | null; currency: string; cost: number; count: number };

/** What a label cost: nothing once its refund was made (a voided label); a refund still pending is still spent. */
export const labelCents = (r: Pick<CarrierCostRow, "word" | "cents">) => (r.word === "VOIDED" ? 0 : r.cents);

/**
 * Labels and their cost per carrier (and currency, never summed across two), dearest first. Every label is counted,
 * so the carriers' counts add up to the screen's total; FEDEX and fedex are one carrier.
 */
export function costByCarrier(rows: readonly CarrierCostRow[]): CarrierCost[] {
  const byKey = new Map<string, CarrierCost & { cents: number }>();
  for (const r of rows) {
    const carrier = carrierKey(r.carrier) ?? (r.carrier?.trim().toLowerCase() || null);
    const currency = r.currency ?? "USD";
    const key = `${carrier ?? ""}\u0000${currency}`;
    const f = byKey.get(key) ?? { carrier, currency, cost: 0, count: 0, cents: 0 };
    f.count += r.count;
    f.cents += labelCents(r);
    byKey.set(key, f);
  }
  return [...byKey.values()]
    .map(({ cents, ...f }) => ({ ...f, cost: cents / 100 }))
    .sort((a, b) => b.cost - a.cost || (a.carrier ?? "~").localeCompare(b.carrier ?? "~"));
}
