// The body of POST /api/shipping/rates as the preparation screen sends it, from an order's details. Pure, so the
// integration suites and the end-to-end specs (which must not import server modules) share it.
export const PARCEL = { length: 12, width: 10, height: 8, weight: 4.5 };

type OrderAddress = { name: string; street1: string; street2?: string; city: string; state: string; zip: string };

export const rateAddress = (a: OrderAddress) => ({
  name: a.name || "Recipient",
  street1: a.street1,
  street2: a.street2 || undefined,
  city: a.city,
  state: a.state,
  zip: a.zip,
  country: "US",
});

export function ratesRequest(order: { invoiceNumber: string; shipFrom: OrderAddress; shipTo: OrderAddress }) {
  return {
    invoiceNumber: order.invoiceNumber,
    addressFrom: rateAddress(order.shipFrom),
    addressTo: rateAddress(order.shipTo),
    parcel: PARCEL,
  };
}
