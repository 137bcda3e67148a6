// Shippo's multi-piece shipments (docs.goshippo.com, "Multi-piece shipment"): UPS and FedEx quote and label several
// parcels as one shipment, the rate covering them all; USPS does not, so each of its packages is its own shipment.
import type { ShipmentParcel } from "@/db/schema";

const MULTI_PIECE = new Set(["ups", "fedex"]);

/** Whether the carrier (Shippo's token: ups, fedex, usps) labels several parcels as one shipment. */
export const carriesMultiPiece = (carrier: string) => MULTI_PIECE.has(carrier);

/**
 * Each package's share of a multi-piece rate, in cents so the shares add up to the rate: the amount split evenly,
 * the cents left over on the first packages. A package's shipment record carries its share.
 */
export function packageShares(amount: number, packages: number): number[] {
  const cents = Math.round(amount * 100);
  const each = Math.floor(cents / packages);
  return Array.from({ length: packages }, (_, i) => (each + (i < cents - each * packages ? 1 : 0)) / 100);
}

/** A sum of money amounts, exact to the cent (0.1 + 0.2 is 0.3). */
export const sumMoney = (amounts: number[]) => amounts.reduce((sum, a) => sum + Math.round(a * 100), 0) / 100;

/** The package numbers a shipment of `count` packages takes, after those the invoice already shipped. */
export const packageNumbers = (first: number, count: number) => Array.from({ length: count }, (_, i) => first + i);

/** The parcel of one package of a quote: a multi-piece quote keeps every package's parcel. */
export const parcelOf = (quote: { parcel: ShipmentParcel; parcels?: ShipmentParcel[] | null }, index: number) =>
  quote.parcels?.[index] ?? quote.parcel;
