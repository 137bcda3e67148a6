// Rate quoting: price = f(service, zone from distance, billable weight from mass and size). Pure and deterministic.
import { CARRIERS, type Carrier, type CarrierToken, type Service } from "./carriers";
import { milesBetween, pointFor, zoneFor } from "./geo";
import type { ResponseMessage } from "./types";

const TO_LB: Record<string, number> = { lb: 1, oz: 1 / 16, kg: 2.20462, g: 0.00220462 };
const TO_IN: Record<string, number> = { in: 1, ft: 12, yd: 36, cm: 0.393701, mm: 0.0393701, m: 39.3701 };

/** Shippo's multi-piece shipments: UPS and FedEx quote and label several parcels as one shipment; USPS does not. */
export const MULTI_PIECE_CARRIERS: ReadonlySet<CarrierToken> = new Set<CarrierToken>(["ups", "fedex"]);

export interface ParcelInput {
  length: number;
  width: number;
  height: number;
  distanceUnit: string;
  weight: number;
  massUnit: string;
}

export interface PlaceInput {
  zip?: string;
  state?: string;
  country: string;
}

export interface Quote {
  carrier: CarrierToken;
  carrierAccount: string;
  service: Service;
  provider: string;
  amount: number;
  estimatedDays: number;
  zone: number;
  billableLb: number;
}

export function parcelInInchesAndPounds(p: ParcelInput) {
  const toIn = TO_IN[p.distanceUnit] ?? 1;
  const dims = [p.length, p.width, p.height].map((d) => d * toIn).sort((a, b) => b - a);
  return { dims, lb: p.weight * (TO_LB[p.massUnit] ?? 1) };
}

function billableLb(carrier: Carrier, p: ParcelInput): { lb: number; longest: number } {
  const { dims, lb } = parcelInInchesAndPounds(p);
  const cubic = dims[0] * dims[1] * dims[2];
  const dim = cubic > carrier.dimMinCubicIn ? cubic / carrier.dimDivisor : 0;
  return { lb: Math.max(1, Math.ceil(Math.max(lb, dim) - 1e-9)), longest: dims[0] };
}

function price(service: Service, zone: number, lb: number): number {
  const extraLb = lb - 1;
  return service.base + service.perZone * zone + extraLb * (service.perLb + service.perLbPerZone * zone);
}

export function zoneBetween(from: PlaceInput, to: PlaceInput): number {
  const a = pointFor(from.zip, from.state);
  const b = pointFor(to.zip, to.state);
  if (!a || !b) return 5;
  return zoneFor(milesBetween(a, b));
}

/** What else decides a quote: a residential recipient (a surcharge), and who is billed (`extra.billing`). */
export interface QuoteOptions {
  residential?: boolean;
  billing?: { type: string; country: string } | null;
}

/**
 * @param accounts the carrier accounts to quote with (object_id and carrier), in the caller's order.
 * @returns the quotes plus the messages Shippo adds for carriers that could not quote.
 */
export function quote(
  from: PlaceInput,
  to: PlaceInput,
  parcels: ParcelInput[],
  accounts: Array<{ id: string; carrier: CarrierToken }>,
  options: QuoteOptions = {},
): { quotes: Quote[]; messages: ResponseMessage[] } {
  const quotes: Quote[] = [];
  const messages: ResponseMessage[] = [];
  const domestic = from.country.toUpperCase() === "US" && to.country.toUpperCase() === "US";
  const zone = zoneBetween(from, to);
  for (const account of accounts) {
    const carrier = CARRIERS.find((c) => c.token === account.carrier);
    if (!carrier) continue;
    if (!domestic) {
      messages.push({
        source: carrier.provider,
        code: "",
        text: `${carrier.provider} international rates are not offered by this stand-in.`,
      });
      continue;
    }
    if (!carrier.domestic) {
      messages.push({
        source: carrier.provider,
        code: "",
        text: `${carrier.provider} does not offer service between these countries.`,
      });
      continue;
    }
    if (parcels.length > 1 && !MULTI_PIECE_CARRIERS.has(carrier.token)) {
      messages.push({
        source: carrier.provider,
        code: "",
        text: `${carrier.provider} does not support multi-piece shipments; rate each parcel as its own shipment.`,
      });
      continue;
    }
    const billingRefusal = billingProblem(carrier, options.billing);
    if (billingRefusal) {
      messages.push({ source: carrier.provider, code: "", text: billingRefusal });
      continue;
    }
    const weights = parcels.map((p) => billableLb(carrier, p));
    const residentialFee = options.residential ? carrier.residentialFee : 0;
    const heaviest = Math.max(...weights.map((w) => w.lb));
    if (heaviest > carrier.maxLb) {
      messages.push({
        source: carrier.provider,
        code: "",
        text: `${carrier.provider}: parcel weight exceeds the maximum of ${carrier.maxLb} lb.`,
      });
      continue;
    }
    for (const service of carrier.services) {
      let amount = 0;
      for (const w of weights) {
        amount +=
          price(service, zone, w.lb) + (w.longest > carrier.oversizeIn ? carrier.oversizeFee : 0) + residentialFee;
      }
      quotes.push({
        carrier: carrier.token,
        carrierAccount: account.id,
        service,
        provider: carrier.provider,
        amount: Math.round(amount * 100) / 100,
        estimatedDays: service.days(zone),
        zone,
        billableLb: weights.reduce((s, w) => s + w.lb, 0),
      });
    }
  }
  return { quotes, messages };
}

/** Why a carrier cannot bill the label as asked (Shippo: billing is for UPS and FedEx; UPS wants the country). */
function billingProblem(carrier: Carrier, billing: QuoteOptions["billing"]): string | null {
  if (!billing) return null;
  if (!carrier.thirdPartyBilling) return `${carrier.provider} does not bill labels to another party's account.`;
  if (carrier.token === "ups" && billing.type.startsWith("THIRD_PARTY") && !billing.country)
    return "UPS third-party billing needs the account's country.";
  return null;
}

/** Shippo marks one rate each as cheapest, fastest and best value. */
export function attributesFor(quotes: Quote[]): Array<Array<"CHEAPEST" | "FASTEST" | "BESTVALUE">> {
  const attrs = quotes.map(() => [] as Array<"CHEAPEST" | "FASTEST" | "BESTVALUE">);
  if (quotes.length === 0) return attrs;
  const by = (score: (q: Quote) => number) =>
    quotes.reduce((best, q, i) => (score(q) < score(quotes[best]) ? i : best), 0);
  attrs[by((q) => q.amount)].push("CHEAPEST");
  attrs[by((q) => q.estimatedDays * 10_000 + q.amount)].push("FASTEST");
  attrs[by((q) => q.amount * (1 + 0.35 * q.estimatedDays))].push("BESTVALUE");
  return attrs;
}
