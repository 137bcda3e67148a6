import type { Shippo } from "shippo";
import type { Rate } from "shippo/models/components";
import type { Db } from "@/db/client";
import { rateQuotes, type LabelExtras, type NewRateQuote } from "@/db/schema";
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

const toShippoParcel = (p: ParcelInput, insured: number | undefined, content: string) => ({
  massUnit: "lb" as const,
  weight: String(p.weight),
  distanceUnit: "in" as const,
  length: String(p.length),
  width: String(p.width),
  height: String(p.height),
  // Shippo's parcel insurance: amount, currency and content (CLARIFICATIONS 61: each package its share).
  ...(insured ? { extra: { insurance: { amount: insured.toFixed(2), currency: "USD", content } } } : {}),
});

/** Shippo's third-party billing (its `extra.billing`): the customer's own UPS or FedEx account pays the label. */
const toShippoBilling = (b: NonNullable<LabelExtras["billing"]>) => ({
  type: "THIRD_PARTY" as const,
  account: b.account,
  country: "US",
  ...(b.zip ? { zip: b.zip } : {}),
});

/** None of the extras: as a quote without them keeps it (null). */
const anyExtra = (e: LabelExtras) => e.residential !== null || e.billing !== null || e.insurance !== null;

function toQuote(
  companyId: string,
  req: RatesRequest,
  parcels: ParcelInput[],
  r: Rate,
  shipmentId: string,
  extras: LabelExtras,
) {
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
    labelExtras: anyExtra(extras) ? extras : null,
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
 * parcels make a multi-piece shipment, each rate covering them all. `extras` (CLARIFICATIONS 61): whether the
 * recipient is a residence, the account billed, each parcel's insurance (in `parcels` order); kept with each quote.
 */
export async function quoteShipment(
  db: Db,
  shippo: Shippo,
  params: {
    companyId: string;
    req: RatesRequest;
    parcels: ParcelInput[];
    carrierAccounts: string[];
    extras?: LabelExtras;
    /** A shipping rule's signature and insurance (CLARIFICATIONS 59). */
    ruleExtras?: QuoteExtras | null;
  },
): Promise<QuotedShipment> {
  const { companyId, req, parcels } = params;
  const extras = params.extras ?? { residential: null, billing: null, insurance: null };
  const content = `Invoice ${req.invoiceNumber}`;
  // Parcels insured for their share (Insurance Required) are not insured a second time for the order by a rule.
  const rule =
    params.ruleExtras && extras.insurance ? { ...params.ruleExtras, insuranceAmount: null } : params.ruleExtras;
  const extra = {
    ...(extras.billing ? { billing: toShippoBilling(extras.billing) } : {}),
    ...toShippoExtra(rule),
  };
  const shipment = await callShippo(() =>
    shippo.shipments.create({
      addressFrom: toShippoAddress(req.addressFrom),
      addressTo: {
        ...toShippoAddress(req.addressTo),
        ...(extras.residential === null ? {} : { isResidential: extras.residential }),
      },
      parcels: parcels.map((p, i) => toShippoParcel(p, extras.insurance?.[i], content)),
      carrierAccounts: params.carrierAccounts,
      async: false,
      metadata: req.invoiceNumber,
      ...(Object.keys(extra).length > 0 ? { extra } : {}),
    }),
  );
  const rates = [...shipment.rates].sort((a, b) => Number(a.amount) - Number(b.amount));
  if (rates.length)
    await db
      .insert(rateQuotes)
      .values(rates.map((r) => toQuote(companyId, req, parcels, r, shipment.objectId, extras)))
      .onConflictDoNothing();
  const messages = shipment.messages.map((m) => m.text).filter((t): t is string => Boolean(t));
  return { shipmentId: shipment.objectId, rates, messages };
}
