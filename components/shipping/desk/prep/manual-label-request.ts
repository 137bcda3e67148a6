import { apiFetch } from "@/lib/api-client/api-fetch";
import { manualCarrier } from "@/lib/shipping/shippo/carrier-token";
import type { ShipAddress } from "@/lib/shipping/desk/ship-address";
import type { ShipRequest, ShippedLabel } from "./ship-request";

const asAddress = ({ name, street1, street2, city, state, zip }: ShipAddress) => ({
  name,
  street1,
  street2,
  city,
  state,
  zip,
  country: "US",
});

/** Ship Package in manual mode: the label, and its record (there is no invoice to post freight to). */
export function requestManualLabel(r: ShipRequest) {
  return apiFetch<ShippedLabel>("/api/shipments/create-manual", {
    json: {
      from: asAddress(r.from),
      to: asAddress(r.to),
      rateId: r.rate.object_id,
      details: {
        invoiceNumber: r.invoiceNumber,
        reference: r.reference,
        poNumber: r.poNumber,
        branch: r.branch,
        carrier: manualCarrier(r.rate.serviceLevelName),
        weight: r.weight,
        value: Number(r.rate.amount),
        description: r.rate.serviceLevelName,
      },
      source: "manual",
    },
  });
}
