// No imports: the public Invoice Tracking cards and the staff screens (client and server) link with it alike.

type CarrierPage = { name: string; url: ((trackingNumber: string) => string) | null };

const DHL_PAGE = (n: string) =>
  `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`;

/**
 * Each carrier as it writes itself (CLARIFICATIONS 66: one spelling per carrier on every screen, chart, CSV and mail)
 * and its public tracking page; the number goes in its query, encoded. OnTrac's page is not linked (its address
 * takes no number we have checked).
 */
const CARRIERS: Record<string, CarrierPage> = {
  ups: { name: "UPS", url: (n) => `https://www.ups.com/track?tracknum=${n}` },
  usps: { name: "USPS", url: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}` },
  fedex: { name: "FedEx", url: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  dhl_express: { name: "DHL Express", url: DHL_PAGE },
  dhl_ecommerce: { name: "DHL eCommerce", url: DHL_PAGE },
  ontrac: { name: "OnTrac", url: null },
};

/**
 * Shippo names carriers by token (`usps`, `dhl_express`); the ERP and older records by name (`USPS`, `FedEx`,
 * `DHL eCommerce`). A bare "DHL" is DHL Express, the DHL Shippo sells labels of.
 */
export function carrierKey(carrier: string | null | undefined): string | null {
  const key = (carrier ?? "")
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  if (!key) return null;
  if (key === "dhl") return "dhl_express";
  if (key.startsWith("dhl_ecommerce")) return "dhl_ecommerce";
  if (key.startsWith("dhl")) return "dhl_express";
  return key in CARRIERS ? key : null;
}

/** The carrier's name as it writes itself (UPS, FedEx, USPS, DHL Express, OnTrac); any other upper-cased, none a dash. */
export function carrierName(carrier: string | null | undefined): string {
  const key = carrierKey(carrier);
  if (key) return CARRIERS[key].name;
  return carrier?.trim() ? carrier.trim().toUpperCase() : "—";
}

/** The carrier's public page for a tracking number, or null for a carrier we do not link or no number. */
export function carrierTrackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined) {
  const key = carrierKey(carrier);
  const number = (trackingNumber ?? "").trim();
  const url = key ? CARRIERS[key].url : null;
  if (!url || !number) return null;
  return url(encodeURIComponent(number));
}
