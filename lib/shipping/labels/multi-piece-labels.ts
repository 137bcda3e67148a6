import type { Shippo } from "shippo";
import type { Transaction } from "shippo/models/components";
import type { Db } from "@/db/client";
import type { RateQuote } from "@/db/schema";
import { toLabel, type BoughtLabel } from "./bought-label";
import { packageNumbers, packageShares, parcelOf, sumMoney } from "./multi-piece";
import type { LabelOwner } from "./record-shipment";
import { callShippo } from "../shippo/shippo-errors";

/** A shipment of several packages: the first package's label (what a one-package answer carries), and every one. */
export type ShipmentLabels = BoughtLabel & { packages: BoughtLabel[]; totalAmount: number };

/** The labels of several packages as one answer: the first's fields, every package, and what they cost together. */
export function shipmentLabels(labels: BoughtLabel[]): ShipmentLabels {
  const warning = labels.find((l) => l.warning)?.warning;
  return {
    ...labels[0],
    ...(warning ? { warning } : {}),
    packages: labels,
    totalAmount: sumMoney(labels.map((l) => l.amount)),
  };
}

/** Shippo's transactions of a multi-piece purchase in the order of the shipment's parcels (package 1 first). */
async function inParcelOrder(shippo: Shippo, quote: RateQuote, txs: Transaction[]): Promise<Transaction[]> {
  const shipment = await callShippo(() => shippo.shipments.get(quote.shippoShipmentId));
  const order = shipment.parcels.map((p) => p.objectId);
  const at = (t: Transaction) => {
    const i = order.indexOf(String(t.parcel ?? ""));
    return i < 0 ? order.length : i;
  };
  return [...txs].sort((a, b) => at(a) - at(b) || String(a.objectCreated).localeCompare(String(b.objectCreated)));
}

/**
 * The labels of a multi-piece purchase, one per package numbered from the owner's: each package's shipment record
 * (its own transaction, its parcel, its share of the rate, so the records add up to what Shippo charged).
 */
export async function multiPieceLabels(
  db: Db,
  shippo: Shippo,
  owner: LabelOwner,
  quote: RateQuote,
  txs: Transaction[],
): Promise<ShipmentLabels> {
  const count = quote.parcels?.length ?? txs.length;
  const ordered = (await inParcelOrder(shippo, quote, txs)).slice(0, count);
  const shares = packageShares(quote.amount, ordered.length);
  const numbers = packageNumbers(owner.packageNumber, ordered.length);
  const labels = [];
  for (const [i, tx] of ordered.entries()) {
    const share: RateQuote = { ...quote, amount: shares[i], amountLocal: null, parcel: parcelOf(quote, i) };
    labels.push(await toLabel(db, { ...owner, packageNumber: numbers[i] }, share, tx));
  }
  return shipmentLabels(labels);
}
