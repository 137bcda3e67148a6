// No imports: the public Invoice Tracking cards and the staff screens (client and server) link with it alike.

type CarrierPage = { name: string; url: (trackingNumber: string) => string };

/** Each carrier's public tracking page; the number goes in its query, encoded. */
const CARRIER_PAGES: Record<string, CarrierPage> = {
  ups: { name: "UPS", url: (n) => `https://www.ups.com/track?tracknum=${n}` },
  usps: { name: "USPS", url: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}` },
  fedex: { name: "FedEx", url: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  dhl: {
    name: "DHL",
    url: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
  },
};

/**
 * Shippo names carriers by token (`usps`, `dhl_express`); the ERP and older records by name (`USPS`, `FedEx`,
 * `DHL eCommerce`). Every DHL service goes to DHL's one tracking page.
 */
function carrierKey(carrier: string | null | undefined): string | null {
  const key = (carrier ?? "").trim().toLowerCase();
  if (!key) return null;
  if (key.startsWith("dhl")) return "dhl";
  return key in CARRIER_PAGES ? key : null;
}

/** The carrier's name as people write it (UPS, USPS, FedEx, DHL); any other carrier upper-cased, none a dash. */
export function carrierName(carrier: string | null | undefined): string {
  const key = carrierKey(carrier);
  if (key) return CARRIER_PAGES[key].name;
  return carrier?.trim() ? carrier.trim().toUpperCase() : "—";
}

/** The carrier's public page for a tracking number, or null for a carrier we do not know or no number. */
export function carrierTrackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined) {
  const key = carrierKey(carrier);
  const number = (trackingNumber ?? "").trim();
  if (!key || !number) return null;
  return CARRIER_PAGES[key].url(encodeURIComponent(number));
}
