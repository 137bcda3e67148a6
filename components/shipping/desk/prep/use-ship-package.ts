"use client";

import { useRef, useState } from "react";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { manualCarrier } from "@/lib/shipping/shippo/carrier-token";
import type { RateView } from "@/lib/shipping/labels/get-rates";
import type { ShipAddress } from "@/lib/shipping/desk/ship-address";
import { formatMoney } from "@/lib/money/format-money";
import type { FreightMethod } from "./freight-fields";
import type { DonePackage, ShipmentDone } from "./success-dialog";
import { doubtOf, type Doubt } from "@/components/check-again/doubt";
import { useDoubt } from "@/components/check-again/use-doubt";
import type { BoughtLabel } from "@/lib/shipping/labels/bought-label";
import type { LabelFormat } from "@/lib/shipping/labels/label-format";
import { isZpl, openLabelTab, printLabels } from "@/components/shipping/printers/print-label";

export const FREIGHT_PRODUCT_REQUIRED = "Please enter a Freight Product ID for Invoice Line Item method";

/** One package's label of a shipment of several, as the route answers it. */
type PackageLabel = Pick<
  BoughtLabel,
  "packageNumber" | "labelUrl" | "trackingNumber" | "amount" | "currency" | "shipmentId" | "labelFileType"
>;

/**
 * `warning`: the label was bought but its shipment record was not saved (spec 2 section 8: only a warning).
 * `packages`: a shipment of several packages, every package's label (the first is the one named above).
 */
type Label = {
  label_url: string;
  tracking_number: string;
  invoiceNumber: string;
  shipmentId?: string | null;
  labelFileType?: LabelFormat | null;
  reference?: string | null;
  warning?: string;
  packages?: PackageLabel[];
  totalAmount?: number;
};
type Freight = { method: FreightMethod; fileKey?: string; totalFreight: number };

export type ShipRequest = {
  manual: boolean;
  invoiceNumber: string;
  /** Manual mode: what the clerk ships and for whom, the shipment's name (the MANUAL- id stays its key). */
  reference: string | null;
  /** CLARIFICATIONS 45: a second label for an invoice is its next package; the same package again is a reprint. */
  packageNumber: number;
  /** How many packages ship (numbered from packageNumber); the rate says how it covers them. */
  packages: number;
  poNumber: string | null;
  /** The branch it ships from: the close-out that takes the label. */
  branch: string | null;
  shipVia: string | null;
  rate: RateView;
  from: ShipAddress;
  to: ShipAddress;
  weight: number;
  actualWeight: number;
  /** Each package's own scale reading (else its weight), in package order. */
  actualWeights?: number[];
  method: FreightMethod;
  freightProductId: string | null;
  /** The box preset it was packed in (lib/shipping/boxes): the customer's next order opens with it. */
  box?: { presetId: string; customerId: string } | null;
  /** The branch's label format as the screen read it: a ZPL label opens no tab (it goes to the printer). */
  labelFormat?: LabelFormat | null;
};

const asAddress = ({ name, street1, street2, city, state, zip }: ShipAddress) => ({
  name,
  street1,
  street2,
  city,
  state,
  zip,
  country: "US",
});

function freightText(f: Freight): string {
  return f.method === "filedrop"
    ? "Freight file dropped for StarShip."
    : `Freight of ${formatMoney(f.totalFreight)} posted to the invoice; print status P.`;
}

/** A label as Check Again finds it (the server's record of the purchase), in the shape the routes answer. */
const labelOf = (b: BoughtLabel & { packages?: PackageLabel[]; totalAmount?: number }): Label => ({
  label_url: b.labelUrl,
  tracking_number: b.trackingNumber,
  invoiceNumber: b.invoiceNumber,
  shipmentId: b.shipmentId,
  labelFileType: b.labelFileType,
  reference: b.reference,
  warning: b.warning,
  packages: b.packages,
  totalAmount: b.totalAmount,
});

/** Every package a label answer covers, in package order: several, or the one. */
function packagesOf(r: ShipRequest | null, label: Label): DonePackage[] {
  const currency = r?.rate.currency ?? "USD";
  if (label.packages?.length)
    return label.packages.map((p) => ({
      packageNumber: p.packageNumber,
      trackingNumber: p.trackingNumber,
      labelUrl: p.labelUrl,
      shipmentId: p.shipmentId,
      labelFileType: p.labelFileType ?? label.labelFileType ?? null,
      cost: formatMoney(p.amount, p.currency),
    }));
  return [
    {
      packageNumber: r?.packageNumber ?? 1,
      trackingNumber: label.tracking_number,
      labelUrl: label.label_url,
      shipmentId: label.shipmentId ?? null,
      labelFileType: label.labelFileType ?? null,
      cost: r ? formatMoney(r.rate.amount, currency) : null,
    },
  ];
}

/** Which step may have been made: the label, or (the label bought) its freight. */
export type ShipDoubt =
  { step: "label"; doubt: Doubt<BoughtLabel> } | { step: "freight"; doubt: Doubt<Freight>; label: Label };

/**
 * Ship Package: the label (bought once by the server, so a repeat gets the same label), then in invoice mode the
 * freight. A failure after the label leaves Ship Package to try again: the label comes back, the freight finishes.
 * A step that may have been made (CLARIFICATIONS 53) waits for Check Again, which goes on from that step.
 */
export function useShipPackage() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [done, setDone] = useState<ShipmentDone | null>(null);
  const doubt = useDoubt<ShipDoubt>();
  const running = useRef(false);
  const last = useRef<ShipRequest | null>(null);
  /** Where the label went, for the success dialog (a ZPL label; null for a PDF in its tab). */
  const printed = useRef<string | null>(null);

  /**
   * The label as it comes back: ZPL to the printer, every package in order (or downloaded, and why); a PDF in the
   * tab opened on the click. A printer's failure never undoes the purchase: the dialog says it, Reprint tries again.
   */
  async function deliver(r: ShipRequest | null, label: Label, tab: Window | null) {
    printed.current = null;
    if (!isZpl(label.labelFileType)) return openLabelTab(label.label_url, tab);
    tab?.close();
    let said: string;
    try {
      said = (await printLabels(packagesOf(r, label))).message;
    } catch (err) {
      said = `The label could not be printed: ${err instanceof Error ? err.message : String(err)}`;
    }
    printed.current = said;
    // The dialog may already be up (the freight was quicker than the printer): it says where the label went now.
    setDone((d) => (d && d.trackingNumber === label.tracking_number ? { ...d, printed: said } : d));
  }

  /** The freight of a label, then the success dialog; a freight in doubt waits for Check Again. */
  async function finish(r: ShipRequest, label: Label) {
    setWarning(label.warning ?? null);
    let freight: Freight | null = null;
    if (!r.manual) {
      try {
        freight = await apiFetch<Freight>("/api/postFreight", {
          json: {
            invoiceNumber: r.invoiceNumber,
            totalFreight: Number(r.rate.amount),
            shipVia: r.shipVia ?? r.rate.serviceLevelName,
            trackingNumber: label.tracking_number,
            // Several packages: one freight of their total, every tracking number named.
            ...(label.packages && label.packages.length > 1
              ? {
                  trackingNumbers: label.packages.map((p) => p.trackingNumber),
                  ...(r.actualWeights?.length === label.packages.length ? { actualWeights: r.actualWeights } : {}),
                }
              : {}),
            weight: r.weight,
            actualWeight: r.actualWeight,
            method: r.method,
          },
        });
      } catch (err) {
        const inDoubt = doubtOf<Freight>(err);
        if (!inDoubt) throw err;
        return doubt.show({ step: "freight", doubt: inDoubt, label });
      }
    }
    showDone(r, label, freight);
  }

  /** Issue 27: the dialog names what was bought (carrier, service, cost), the freight said without its file's path. */
  function showDone(r: ShipRequest | null, label: Label, freight: Freight | null) {
    doubt.clear();
    setDone({
      invoiceNumber: label.invoiceNumber,
      carrier: r?.rate.provider ?? null,
      service: r?.rate.serviceLevelName ?? null,
      cost: r ? formatMoney(r.rate.amount, r.rate.currency) : null,
      reference: label.reference ?? null,
      trackingNumber: label.tracking_number,
      shipmentId: label.shipmentId ?? null,
      labelUrl: label.label_url,
      packages: packagesOf(r, label),
      freight: freight ? freightText(freight) : null,
      warning: label.warning ?? null,
      printed: printed.current,
    });
  }

  /** Runs one step of the shipment with the busy state and its error; used by Ship Package and by Check Again. */
  async function run(step: () => Promise<void>) {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (err) {
      setError(`Error: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  async function ship(r: ShipRequest) {
    if (running.current || doubt.pending) return;
    if (!r.manual && r.method === "lineitem" && !r.freightProductId) return setError(FREIGHT_PRODUCT_REQUIRED);
    last.current = r;
    doubt.clear();
    setWarning(null);
    printed.current = null;
    // A PDF opens in a tab opened on the click (a popup blocker lets that one through); ZPL goes to the printer.
    const tab = isZpl(r.labelFormat) ? null : window.open("", "_blank");
    let shown = false;
    await run(async () => {
      try {
        const label = r.manual
          ? await apiFetch<Label>("/api/shipments/create-manual", {
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
            })
          : await apiFetch<Label>("/api/shipments/create-from-shipstation", {
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
                },
              },
            });
        shown = true;
        // The label prints while its freight posts: a slow or stuck printer never holds the freight back.
        await Promise.all([deliver(r, label, tab), finish(r, label)]);
      } catch (err) {
        if (!shown) tab?.close();
        const inDoubt = doubtOf<BoughtLabel>(err);
        if (!inDoubt) throw err;
        doubt.show({ step: "label", doubt: inDoubt });
      }
    });
  }

  /** Check Again found the step made: the label goes on to its freight; the freight ends in the success dialog. */
  function confirmed(d: ShipDoubt, result: unknown) {
    const r = last.current;
    if (d.step === "freight") return showDone(r, d.label, result as Freight);
    const label = labelOf(result as BoughtLabel);
    // No click opened a tab here: a ZPL label still prints; a PDF waits for Reprint.
    if (r)
      void run(async () => {
        await Promise.all([isZpl(label.labelFileType) ? deliver(r, label, null) : null, finish(r, label)]);
      });
  }

  /** Ready for the next package: the last one's dialog and message go. */
  function reset() {
    setDone(null);
    printed.current = null;
    setError(null);
    setWarning(null);
    doubt.clear();
  }

  return {
    busy,
    error,
    warning,
    done,
    doubt: doubt.doubt,
    inDoubt: doubt.pending,
    freed: doubt.freed,
    confirmed,
    ship,
    reset,
  };
}
