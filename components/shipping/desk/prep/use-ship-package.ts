"use client";

import { useEffect, useRef, useState } from "react";
import { formatMoney } from "@/lib/money/format-money";
import type { DonePackage, ShipmentDone } from "./shipment-done";
import type { PackageLabel, ShipRequest, ShippedLabel } from "./ship-request";
import { doubtOf, type Doubt } from "@/components/check-again/doubt";
import { useDoubt } from "@/components/check-again/use-doubt";
import type { BoughtLabel } from "@/lib/shipping/labels/bought-label";
import { isZpl, openLabelTab, printLabels } from "@/components/shipping/printers/print-label";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { FREIGHT_POSTING, followWorkflow } from "./follow-workflow";
import { requestInvoiceLabel } from "./invoice-label-request";
import { requestManualLabel } from "./manual-label-request";

export const FREIGHT_PRODUCT_REQUIRED = "Please enter a Freight Product ID for Invoice Line Item method";

/** A label as Check Again finds it (the server's record of the purchase), in the shape the routes answer. */
const labelOf = (
  b: BoughtLabel & { packages?: PackageLabel[]; totalAmount?: number; workflowId?: string | null },
): ShippedLabel => ({
  label_url: b.labelUrl,
  tracking_number: b.trackingNumber,
  invoiceNumber: b.invoiceNumber,
  shipmentId: b.shipmentId,
  labelFileType: b.labelFileType,
  reference: b.reference,
  warning: b.warning,
  packages: b.packages,
  totalAmount: b.totalAmount,
  workflowId: b.workflowId ?? null,
});

/** Every package a label answer covers, in package order: several, or the one. */
function packagesOf(r: ShipRequest | null, label: ShippedLabel): DonePackage[] {
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

/** A label that may have been bought (CLARIFICATIONS 53): it waits for Check Again. */
export type ShipDoubt = { step: "label"; doubt: Doubt<BoughtLabel> };

/**
 * Ship Package: one request for the label (bought once by the server, so a repeat gets the same label). Everything
 * after it (the freight, the customer's mail, the box) is the server's (CLARIFICATIONS 56): the dialog shows the
 * label at once and follows the freight's progress; closing the page changes nothing. A label that may have been
 * bought waits for Check Again, whose answer the server goes on from in the same way.
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
  /** The dialog's reading of the shipment's workflow; stopped when the dialog goes. */
  const following = useRef<AbortController | null>(null);
  useEffect(() => () => following.current?.abort(), []);

  /**
   * The label as it comes back: ZPL to the printer, every package in order (or downloaded, and why); a PDF in the
   * tab opened on the click. A printer's failure never undoes the purchase: the dialog says it, Reprint tries again.
   */
  async function deliver(r: ShipRequest | null, label: ShippedLabel, tab: Window | null) {
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

  /** The success dialog at once; in invoice mode it then follows the freight the server posts. */
  function finish(r: ShipRequest | null, label: ShippedLabel) {
    setWarning(label.warning ?? null);
    const follows = Boolean(label.workflowId) && !(r?.manual ?? false);
    showDone(r, label, follows ? FREIGHT_POSTING : null);
    following.current?.abort();
    if (!follows) return;
    follow(label.workflowId!, label.tracking_number);
  }

  /** The dialog reads the shipment's workflow until its freight has an outcome. */
  function follow(workflowId: string, trackingNumber: string) {
    following.current?.abort();
    const stop = (following.current = new AbortController());
    void followWorkflow(
      workflowId,
      (text, state) =>
        setDone((d) =>
          d && d.trackingNumber === trackingNumber ? { ...d, freight: text, freightFailed: state === "failed" } : d,
        ),
      stop.signal,
    );
  }

  /** Post Freight after a failure: the server runs the freight once more; the dialog follows it again. */
  async function postFreightAgain() {
    const d = done;
    if (!d?.workflowId) return;
    setDone({ ...d, freight: FREIGHT_POSTING, freightFailed: false });
    try {
      await apiFetch(`/api/shipments/workflows/${encodeURIComponent(d.workflowId)}/retry`, { method: "POST" });
    } catch (err) {
      setDone({ ...d, freight: `Freight not posted: ${err instanceof Error ? err.message : String(err)}` });
      return;
    }
    follow(d.workflowId, d.trackingNumber);
  }

  /** Issue 27: the dialog names what was bought (carrier, service, cost), the freight said without its file's path. */
  function showDone(r: ShipRequest | null, label: ShippedLabel, freight: string | null) {
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
      freight,
      workflowId: label.workflowId ?? null,
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
        const label = await (r.manual ? requestManualLabel(r) : requestInvoiceLabel(r));
        shown = true;
        // The dialog shows the label while it prints (the server posts the freight whatever the printer does).
        finish(r, label);
        await deliver(r, label, tab);
      } catch (err) {
        if (!shown) tab?.close();
        const inDoubt = doubtOf<BoughtLabel>(err);
        if (!inDoubt) throw err;
        doubt.show({ step: "label", doubt: inDoubt });
      }
    });
  }

  /** Check Again found the label bought: the dialog, and the server goes on with the rest of the shipment. */
  function confirmed(_d: ShipDoubt, result: unknown) {
    const r = last.current;
    const label = labelOf(result as BoughtLabel);
    finish(r, label);
    // No click opened a tab here: a ZPL label still prints; a PDF waits for Reprint.
    if (isZpl(label.labelFileType)) void run(() => deliver(r, label, null));
  }

  /** Ready for the next package: the last one's dialog and message go. */
  function reset() {
    following.current?.abort();
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
    postFreightAgain,
    ship,
    reset,
  };
}
