import type { Shippo } from "shippo";
import type { Rate } from "shippo/models/components";
import type { Db } from "@/db/client";
import { rateQuotes, type NewRateQuote } from "@/db/schema";
import type { AddressInput, ParcelInput, RatesRequest } from "./schemas";
import { carrierToken } from "../shippo/carrier-token";
import { callShippo } from "../shippo/shippo-errors";

const toShippoAddress = ({
  name,
  company,
  street1,
  street2,
  city,
  state,
  zip,
  country,
  phone,
  email,
}: AddressInput) => ({
  name,
  company: company || undefined,
  street1,
  street2: street2 || undefined,
  city,
  state,
  zip,
  country,
  phone: phone || undefined,
  email: email || undefined,
});

const toShippoParcel = (p: ParcelInput) => ({
  massUnit: "lb" as const,
  weight: String(p.weight),
  distanceUnit: "in" as const,
  length: String(p.length),
  width: String(p.width),
  height: String(p.height),
});

function toQuote(companyId: string, req: RatesRequest, parcels: ParcelInput[], r: Rate, shipmentId: string) {
  return {
    rateId: r.objectId,
    companyId,
    shippoShipmentId: shipmentId,
    invoiceNumber: req.invoiceNumber,
    provider: r.provider,
    carrier: carrierToken(r.provider),
    servicelevelName: r.servicelevel.name ?? null,
    servicelevelToken: r.servicelevel.token ?? null,
    amount: Number(r.amount),
    currency: r.currency,
    amountLocal: r.amountLocal ? Number(r.amountLocal) : null,
    currencyLocal: r.currencyLocal ?? null,
    estimatedDays: r.estimatedDays ?? null,
    durationTerms: r.durationTerms ?? null,
    test: r.test ?? false,
    addressFrom: req.addressFrom,
    addressTo: req.addressTo,
    parcel: parcels[0],
    parcels: parcels.length > 1 ? parcels : null,
  } satisfies NewRateQuote;
}

export type QuotedShipment = { shipmentId: string; rates: Rate[]; messages: string[] };

/**
 * What a shipping rule adds to the shipment (CLARIFICATIONS 59): a signature, insurance for an amount. They are the
 * shipment's, so its rates are priced with them and the label bought from one carries them.
 */
export type QuoteExtras = { signature: boolean; insuranceAmount: number | null };

const toShippoExtra = (e: QuoteExtras | null | undefined) =>
  e && (e.signature || e.insuranceAmount)
    ? {
        ...(e.signature ? { signatureConfirmation: "STANDARD" as const } : {}),
        ...(e.insuranceAmount
          ? { insurance: { amount: e.insuranceAmount.toFixed(2), currency: "USD", content: "Merchandise" } }
          : {}),
      }
    : undefined;

/**
 * One Shippo shipment (spec 2 section 7: the addresses, the parcels in inches and pounds, the carrier accounts
 * asked), its rates cheapest first, each kept as the company's quote: what a label may later be bought for. Several
 * parcels make a multi-piece shipment, each rate covering them all.
 */
export async function quoteShipment(
  db: Db,
  shippo: Shippo,
  params: {
    companyId: string;
    req: RatesRequest;
    parcels: ParcelInput[];
    carrierAccounts: string[];
    extras?: QuoteExtras | null;
  },
): Promise<QuotedShipment> {
  const { companyId, req, parcels } = params;
  const extra = toShippoExtra(params.extras);
  const shipment = await callShippo(() =>
    shippo.shipments.create({
      addressFrom: toShippoAddress(req.addressFrom),
      addressTo: toShippoAddress(req.addressTo),
      parcels: parcels.map(toShippoParcel),
      carrierAccounts: params.carrierAccounts,
      async: false,
      metadata: req.invoiceNumber,
      ...(extra ? { extra } : {}),
    }),
  );
  const rates = [...shipment.rates].sort((a, b) => Number(a.amount) - Number(b.amount));
  if (rates.length)
    await db
      .insert(rateQuotes)
      .values(rates.map((r) => toQuote(companyId, req, parcels, r, shipment.objectId)))
      .onConflictDoNothing();
  const messages = shipment.messages.map((m) => m.text).filter((t): t is string => Boolean(t));
  return { shipmentId: shipment.objectId, rates, messages };
}
