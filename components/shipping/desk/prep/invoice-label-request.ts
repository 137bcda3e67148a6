import { apiFetch } from "@/lib/api-client/api-fetch";
import type { ShipRequest, ShippedLabel } from "./ship-request";

/**
 * Ship Package for an invoice: one request. The freight's method and weights travel with it, so the server posts the
 * freight (and the customer's mail, and remembers the box) whatever becomes of this page (CLARIFICATIONS 56).
 */
export function requestInvoiceLabel(r: ShipRequest) {
  return apiFetch<ShippedLabel>("/api/shipments/create-from-shipstation", {
    json: {
      shippoData: {
        rateId: r.rate.object_id,
        ...(r.rate.packageRates ? { packageRates: r.rate.packageRates } : {}),
      },
      shipmentData: {
        invoiceNumber: r.invoiceNumber,
        packageNumber: r.packageNumber,
        packages: r.packages,
        poNumber: r.poNumber,
        branch: r.branch,
        box: r.box ?? undefined,
        freight: {
          method: r.method,
          shipVia: r.shipVia ?? r.rate.serviceLevelName,
          actualWeight: r.actualWeight,
          ...(r.packages > 1 && r.actualWeights?.length === r.packages ? { actualWeights: r.actualWeights } : {}),
        },
      },
    },
  });
}
