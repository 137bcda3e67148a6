// Issue 27: the rate an order's ship via asks for ("UPS GROUND", "FEDEX 2DAY"), among the rates Shippo offers.

/** What a rate needs for the match: its carrier (Shippo's provider) and its service level's name and token. */
export type RateService = { provider: string; serviceLevelName: string; serviceLevelToken?: string | null };

/** The carriers a ship via may name, by the words it names them with; a rate's provider is read the same way. */
const CARRIERS: readonly [carrier: string, words: RegExp][] = [
  ["UPS", /^UPS\b/],
  ["FEDEX", /^FED\s*EX\b/],
  ["USPS", /^(USPS|US POSTAL|POSTAL)\b/],
  ["DHL", /^DHL\b/],
];

/** Words that say nothing of the service: "USPS PRIORITY" is Shippo's "Priority Mail". */
const FILLER = new Set(["MAIL", "SERVICE"]);
const SAME = new Map([
  ["SECOND", "2ND"],
  ["THIRD", "3RD"],
  ["GRD", "GROUND"],
]);

const words = (text: string) =>
  text
    .toUpperCase()
    .replace(/[®™]/g, "")
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);

/** The carrier a ship via or a provider names ("FedEx" → FEDEX, "DHL Express" → DHL), or null (OUR TRUCK). */
export function carrierOf(text: string | null | undefined): string | null {
  const upper = words(text ?? "").join(" ");
  return CARRIERS.find(([, w]) => w.test(upper))?.[0] ?? null;
}

/** A service as one key, the carrier's own name left out: "2nd Day Air®", "ups_second_day_air" → 2NDDAYAIR. */
function serviceKey(text: string, carrier: string): string {
  const named = CARRIERS.find(([c]) => c === carrier)?.[1];
  return words(
    words(text)
      .join(" ")
      .replace(named ?? /^$/, ""),
  )
    .filter((w) => !FILLER.has(w))
    .map((w) => SAME.get(w) ?? w)
    .join("");
}

/** Whether a rate is of the carrier and has the service (by its name or its token) a key names. */
const isService = (carrier: string, wanted: string, r: RateService) =>
  carrierOf(r.provider) === carrier &&
  [r.serviceLevelName, r.serviceLevelToken].some((s) => s && serviceKey(s, carrier) === wanted);

/**
 * The rate the ship via asks for: the same carrier and the same service (by its name or its token), the first of
 * several (the caller's order: the cheapest when the rates come cheapest first); null when the ship via names no
 * carrier or no rate has its service.
 */
export function requestedRate<R extends RateService>(
  shipVia: string | null | undefined,
  rates: readonly R[] | null | undefined,
): R | null {
  const carrier = carrierOf(shipVia);
  if (!carrier || !rates) return null;
  const wanted = serviceKey(shipVia ?? "", carrier);
  if (!wanted) return null;
  return rates.find((r) => isService(carrier, wanted, r)) ?? null;
}

/**
 * Whether a rate or a label is of a carrier ("UPS") and, when one is named, of a service ("Ground", "2nd Day Air"),
 * read as a ship via is (a shipping or freight rule's carrier and service, CLARIFICATIONS 59 and 60).
 */
export function isCarrierService(carrierName: string, service: string | null, r: RateService): boolean {
  const carrier = carrierOf(carrierName);
  if (!carrier || carrierOf(r.provider) !== carrier) return false;
  if (!service) return true;
  const wanted = serviceKey(`${carrierName} ${service}`, carrier);
  return Boolean(wanted) && isService(carrier, wanted, r);
}

/** Whether shipping with this rate means another carrier than the one the ship via names (none named: no). */
export function otherCarrier(shipVia: string | null | undefined, rate: RateService): boolean {
  const carrier = carrierOf(shipVia);
  return carrier !== null && carrierOf(rate.provider) !== carrier;
}
