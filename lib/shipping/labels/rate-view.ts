import type { Rate } from "shippo/models/components";

/** A rate as the screen shows it (spec 2 section 3 "Rate"). */
export type RateView = {
  object_id: string;
  serviceLevelName: string;
  /** Shippo's token of the service ("ups_ground"): how the order's ship via finds its rate when names differ. */
  serviceLevelToken: string | null;
  estimatedDays: number | null;
  durationTerms: string | null;
  /** What the whole shipment costs: every package of it (`packages`). */
  amount: string;
  currency: string;
  provider: string;
  provider_image_75: string | null;
  provider_image_200: string | null;
  /** How many packages the amount covers. */
  packages: number;
  /** One label per package (a carrier without multi-piece shipments): each package's own rate, the first `object_id`. */
  packageRates: string[] | null;
};

export function toRateView(r: Rate, packages = 1): RateView {
  return {
    object_id: r.objectId,
    serviceLevelName: r.servicelevel.name ?? r.servicelevel.token ?? "",
    serviceLevelToken: r.servicelevel.token ?? null,
    estimatedDays: r.estimatedDays ?? null,
    durationTerms: r.durationTerms ?? null,
    amount: r.amount,
    currency: r.currency,
    provider: r.provider,
    provider_image_75: r.providerImage75 ?? null,
    provider_image_200: r.providerImage200 ?? null,
    packages,
    packageRates: null,
  };
}
