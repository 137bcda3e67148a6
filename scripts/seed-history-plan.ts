// The demo history's shape, decided up front from a seed (no Math.random): which day each label was bought, for
// where, by which service, and how its parcel fared. Pure, so the same seed always tells the same month.
import { Rng } from "@/sim/erp/rng";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Shippo service tokens of the stand-in, weighted as a distributor ships: mostly ground, some express. */
const SERVICES = [
  ["usps_ground_advantage", 22],
  ["usps_priority", 14],
  ["usps_priority_express", 3],
  ["ups_ground", 22],
  ["ups_3_day_select", 4],
  ["ups_second_day_air", 5],
  ["ups_next_day_air", 2],
  ["fedex_ground", 18],
  ["fedex_express_saver", 3],
  ["fedex_2_day", 5],
  ["fedex_standard_overnight", 2],
] as const;

/** How often a service's parcel comes late: ground services slip more often than express ones. */
const LATE_CHANCE: Record<string, number> = {
  usps_ground_advantage: 0.28,
  usps_priority: 0.18,
  ups_ground: 0.1,
  fedex_ground: 0.14,
};

export type Outcome = "delivered" | "exception" | "returned" | "not_picked_up";
export type PlannedLabel = {
  purchasedAt: Date;
  destination: number;
  parcel: number;
  service: string;
  outcome: Outcome;
  /** Days late (positive) or early (negative) against the rate's estimate, for a delivered parcel. */
  lateness: number;
  /** Minutes after midnight UTC of the delivery day the parcel is delivered (14:00-22:00 UTC, a US afternoon). */
  deliveredMinute: number;
  substatus: string;
};

/** About six labels each weekday, few at weekends, over the `days` days ending `now`, oldest first. */
export function planHistory(opts: {
  days: number;
  now: Date;
  seed: number;
  destinations: number;
  parcels: number;
}): PlannedLabel[] {
  const rng = new Rng(opts.seed, "ship-history");
  const today = Math.floor(opts.now.getTime() / DAY);
  const plan: PlannedLabel[] = [];
  for (let d = opts.days - 1; d >= 0; d--) {
    const dayStart = (today - d) * DAY;
    const weekday = new Date(dayStart).getUTCDay();
    const n = weekday === 0 || weekday === 6 ? rng.int(0, 1) : rng.int(4, 9);
    for (let k = 0; k < n; k++) {
      // 13:00-22:00 UTC: a US working day.
      const purchasedAt = new Date(dayStart + rng.int(13 * 60, 22 * 60) * 60_000);
      const service = rng.weighted(SERVICES);
      const r = rng.next();
      const outcome: Outcome = r < 0.04 ? "exception" : r < 0.08 ? "returned" : r < 0.1 ? "not_picked_up" : "delivered";
      const late = rng.chance(LATE_CHANCE[service] ?? 0.06);
      const lateness = late
        ? rng.weighted([
            [1, 6],
            [2, 3],
            [3, 1],
          ] as const)
        : rng.chance(0.2)
          ? -1
          : 0;
      const item: PlannedLabel = {
        purchasedAt,
        destination: rng.int(0, opts.destinations - 1),
        parcel: rng.int(0, opts.parcels - 1),
        service,
        outcome,
        lateness,
        deliveredMinute: rng.int(14 * 60, 22 * 60),
        substatus: rng.pick(["package_lost", "package_damaged", "address_issue", "package_undeliverable"]),
      };
      if (purchasedAt.getTime() <= opts.now.getTime()) plan.push(item);
    }
  }
  return plan;
}

/**
 * The scans after the label (picked up, departed, arrived, out for delivery, delivered): the first the next working
 * morning or so, the last on the planned delivery day. An estimate of at least one day; none counts as three.
 */
export function scanTimes(label: PlannedLabel, estimatedDays: number | null): Date[] {
  const bought = label.purchasedAt.getTime();
  const transit = Math.max(1, (estimatedDays ?? 3) + label.lateness);
  const delivered = Math.floor(bought / DAY) * DAY + transit * DAY + label.deliveredMinute * 60_000;
  const pickup = bought + Math.min(16 * HOUR, (delivered - bought) / 3);
  const spacing = (delivered - pickup) / 4;
  return Array.from({ length: 5 }, (_, i) => new Date(pickup + i * spacing));
}
