import type { RateView } from "@/lib/shipping/labels/get-rates";
import { formatMoney } from "@/lib/money/format-money";

type Named = Pick<RateView, "provider" | "serviceLevelName" | "amount" | "currency">;

/** A rate as staff say it: "UPS Ground". */
export const rateName = (r: Named) => `${r.provider} ${r.serviceLevelName}`.trim();

/** What Ship Package buys (issue 27): "Ship UPS Ground - $19.86"; with no rate chosen, "Ship Package". */
export const shipButtonText = (r: Named | null) =>
  r ? `Ship ${rateName(r)} - ${formatMoney(r.amount, r.currency)}` : "Ship Package";
