import type { RateView } from "@/lib/shipping/labels/get-rates";
import { formatMoney } from "@/lib/money/format-money";
import { carrierName } from "@/lib/shipping/tracking/carrier-links";

type Named = Pick<RateView, "provider" | "serviceLevelName" | "amount" | "currency"> & { packages?: number };

/** A rate as staff say it: "UPS Ground". */
export const rateName = (r: Named) => `${carrierName(r.provider)} ${r.serviceLevelName}`.trim();

/**
 * What Ship Package buys (issue 27): "Ship UPS Ground - $19.86", for several packages "Ship UPS Ground - $39.72
 * (2 packages)"; with no rate chosen, "Ship Package".
 */
export function shipButtonText(r: Named | null): string {
  if (!r) return "Ship Package";
  const several = r.packages && r.packages > 1 ? ` (${r.packages} packages)` : "";
  return `Ship ${rateName(r)} - ${formatMoney(r.amount, r.currency)}${several}`;
}
