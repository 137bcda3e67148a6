"use client";

import { useRef, useState } from "react";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { manualCarrier } from "@/lib/shipping/carrier-token";
import type { RateView } from "@/lib/shipping/get-rates";
import type { ShipAddress } from "@/lib/shipping/ship-address";
import { formatMoney } from "../format-money";
import type { FreightMethod } from "./freight-fields";
import type { ShipmentDone } from "./success-dialog";

export const FREIGHT_PRODUCT_REQUIRED = "Please enter a Freight Product ID for Invoice Line Item method";

/** `warning`: the label was bought but its shipment record was not saved (spec 2 section 8: only a warning). */
type Label = { label_url: string; tracking_number: string; invoiceNumber: string; warning?: string };
type Freight = { method: FreightMethod; fileKey?: string; totalFreight: number };

export type ShipRequest = {
  manual: boolean;
  invoiceNumber: string;
  /** CLARIFICATIONS 45: a second label for an invoice is its next package; the same package again is a reprint. */
  packageNumber: number;
  poNumber: string | null;
  shipVia: string | null;
  rate: RateView;
  from: ShipAddress;
  to: ShipAddress;
  weight: number;
  actualWeight: number;
  method: FreightMethod;
  freightProductId: string | null;
};

const asAddress = ({ name, street1, street2, city, state, zip }: ShipAddress) => ({ name, street1, street2, city, state, zip, country: "US" });

/** The label in a new tab: opened blank on the click (so no popup blocker stops it), pointed at the label once bought. */
function showLabel(tab: Window | null, url: string) {
  if (tab && !tab.closed) {
    tab.opener = null;
    tab.location.href = url;
  } else {
    window.open(url, "_blank", "noopener");
  }
}

function freightText(f: Freight): string {
  return f.method === "filedrop" ? `Freight file ${f.fileKey} dropped for StarShip.` : `Freight of ${formatMoney(f.totalFreight)} posted to the invoice; print status P.`;
}

/**
 * Ship Package: the label (bought once by the server, so a repeat gets the same label), then in invoice mode the
 * freight. A failure after the label leaves Ship Package to try again: the label comes back, the freight finishes.
 */
export function useShipPackage() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [done, setDone] = useState<ShipmentDone | null>(null);
  const running = useRef(false);

  async function ship(r: ShipRequest) {
    if (running.current) return;
    if (!r.manual && r.method === "lineitem" && !r.freightProductId) return setError(FREIGHT_PRODUCT_REQUIRED);
    running.current = true;
    setBusy(true);
    setError(null);
    setWarning(null);
    const tab = window.open("", "_blank");
    let shown = false;
    try {
      const label = r.manual
        ? await apiFetch<Label>("/api/shipments/create-manual", {
            json: {
              from: asAddress(r.from),
              to: asAddress(r.to),
              rateId: r.rate.object_id,
              details: { invoiceNumber: r.invoiceNumber, poNumber: r.poNumber, carrier: manualCarrier(r.rate.serviceLevelName), weight: r.weight, value: Number(r.rate.amount), description: r.rate.serviceLevelName },
              source: "manual",
            },
          })
        : await apiFetch<Label>("/api/shipments/create-from-shipstation", {
            json: { shippoData: { rateId: r.rate.object_id }, shipmentData: { invoiceNumber: r.invoiceNumber, packageNumber: r.packageNumber, poNumber: r.poNumber } },
          });
      showLabel(tab, label.label_url);
      shown = true;
      setWarning(label.warning ?? null);
      const freight = r.manual
        ? null
        : await apiFetch<Freight>("/api/postFreight", {
            json: {
              invoiceNumber: r.invoiceNumber,
              totalFreight: Number(r.rate.amount),
              shipVia: r.shipVia ?? r.rate.serviceLevelName,
              trackingNumber: label.tracking_number,
              weight: r.weight,
              actualWeight: r.actualWeight,
              method: r.method,
            },
          });
      setDone({ invoiceNumber: label.invoiceNumber, trackingNumber: label.tracking_number, labelUrl: label.label_url, freight: freight ? freightText(freight) : null, warning: label.warning ?? null });
    } catch (err) {
      if (!shown) tab?.close();
      setError(`Error: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  /** Ready for the next package: the last one's dialog and message go. */
  function reset() {
    setDone(null);
    setError(null);
    setWarning(null);
  }

  return { busy, error, warning, done, ship, reset };
}
