import type { Rate } from "shippo/models/components";
import type { Db } from "@/db/client";
import { rateQuotes, type NewRateQuote } from "@/db/schema";
import type { AddressInput, ParcelInput, RatesRequest } from "./schemas";
import { carrierToken } from "../shippo/carrier-token";
import { rateCarrierAccounts } from "../shippo/carrier-accounts";
import { createShippoClient, getCompanyShippoToken } from "../shippo/shippo-client";
import { callShippo } from "../shippo/shippo-errors";

/** A rate as the screen shows it (spec 2 section 3 "Rate"). */
export type RateView = {
  object_id: string;
  serviceLevelName: string;
  /** Shippo's token of the service ("ups_ground"): how the order's ship via finds its rate when names differ. */
  serviceLevelToken: string | null;
  estimatedDays: number | null;
  durationTerms: string | null;
  amount: string;
  currency: string;
  provider: string;
  provider_image_75: string | null;
  provider_image_200: string | null;
};

export type RatesAnswer = { shipmentId: string; rates: RateView[]; messages: string[] };

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

function toQuote(companyId: string, req: RatesRequest, r: Rate, shipmentId: string): NewRateQuote {
  return {
    rateId: r.objectId,
    companyId,
    shippoShipmentId: shipmentId,
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
    parcel: req.parcel,
  };
}

function toView(r: Rate): RateView {
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
  };
}

/**
 * Rates for one package (spec 2 section 7: a Shippo shipment with the addresses, the parcel in inches and pounds
 * and three carrier accounts), cheapest first. Each rate is kept as the company's quote, which is what a label
 * may later be bought for.
 */
export async function getRates(db: Db, companyId: string, req: RatesRequest): Promise<RatesAnswer> {
  const token = await getCompanyShippoToken(db, companyId);
  const shippo = createShippoClient(token);
  const carrierAccounts = await rateCarrierAccounts(shippo, token);
  const shipment = await callShippo(() =>
    shippo.shipments.create({
      addressFrom: toShippoAddress(req.addressFrom),
      addressTo: toShippoAddress(req.addressTo),
      parcels: [toShippoParcel(req.parcel)],
      carrierAccounts,
      async: false,
      metadata: req.invoiceNumber,
    }),
  );
  const rates = [...shipment.rates].sort((a, b) => Number(a.amount) - Number(b.amount));
  if (rates.length)
    await db
      .insert(rateQuotes)
      .values(rates.map((r) => toQuote(companyId, req, r, shipment.objectId)))
      .onConflictDoNothing();
  const messages = shipment.messages.map((m) => m.text).filter((t): t is string => Boolean(t));
  return { shipmentId: shipment.objectId, rates: rates.map(toView), messages };
}
