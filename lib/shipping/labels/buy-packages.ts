import type { Db } from "@/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { labelFormatAt } from "./branch-label-format";
import { buyLabel, type BoughtLabel } from "./buy-label";
import type { LabelFormat } from "./label-format";
import { packageNumbers } from "./multi-piece";
import { shipmentLabels, type ShipmentLabels } from "./multi-piece-labels";
import type { LabelOwner } from "./record-shipment";

/** What the clerk bought: one rate (one package, or a multi-piece shipment of them all), or a rate per package. */
export type PackagesPurchase = { rateId: string; packages: number; packageRates?: string[] };

/**
 * The labels of an invoice's shipment, each package under its own ledger key (CLARIFICATIONS 45), numbered from the
 * owner's package. A multi-piece rate is one purchase (`buyLabel` with the count); a carrier without multi-piece
 * shipments buys one label per package, one after the other, so a retry after a failure replays the labels already
 * bought and buys only the rest.
 */
export async function buyPackages(
  db: Db,
  owner: LabelOwner,
  purchase: PackagesPurchase,
  /** A batch's format as it was made; else the branch's, read once for every package. */
  given?: LabelFormat,
): Promise<(BoughtLabel | ShipmentLabels) & { replayed: boolean }> {
  const { rateId, packages, packageRates } = purchase;
  if (!packageRates) return buyLabel(db, owner, rateId, packages, given);
  if (packageRates.length !== packages || packageRates[0] !== rateId)
    throw new ApiError({ code: "bad_request", message: "Each package needs its own rate. Please Get Rates again." });
  const numbers = packageNumbers(owner.packageNumber, packages);
  // Every package of one shipment in one format, read once for all of them.
  const format = given ?? (await labelFormatAt(db, owner.companyId, owner.branch));
  const labels = [];
  for (const [i, rate] of packageRates.entries())
    labels.push(await buyLabel(db, { ...owner, packageNumber: numbers[i] }, rate, 1, format));
  return { ...shipmentLabels(labels), replayed: labels.every((l) => l.replayed) };
}
