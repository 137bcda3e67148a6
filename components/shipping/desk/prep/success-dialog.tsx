"use client";

import { useEffect, useState } from "react";
import type { PrintOutcome } from "@/components/shipping/printers/label-printer";
import { isZpl, printLabels } from "@/components/shipping/printers/print-label";
import { VoidLabelButton } from "@/components/shipping/voids/void-label-button";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { RefundStatus } from "@/db/schema";
import { shippedSentence } from "@/lib/shipping/desk/shipped-package-dto";
import { carrierName } from "@/lib/shipping/tracking/carrier-links";
import type { VoidResult } from "@/lib/shipping/voids/void-result";
import { refundAsked, refundDone } from "@/lib/shipping/voids/void-state";
import { PackageLabels } from "./package-labels";
import type { ShipmentDone } from "./shipment-done";

/** R is the dialog's, except while typing in a field. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && Boolean(target.closest("input, textarea, select, [contenteditable='true']"));

type Props = {
  done: ShipmentDone | null;
  onReturn(): void;
  /** Invoice mode: stay on the invoice for its next package. */ onNextPackage?: () => void;
  /** After a void freed the package's key: the same package again, for a new label. */
  onShipAgain(): void;
  /** The freight failed: post it once more (the server does, as it did the first time). */
  onPostFreight?: () => void;
};

/**
 * The persistent success dialog: only Return to Ship54 (Enter from the keyboard) or Ship Another Package leave it;
 * once its label is voided, Ship Again too. Its sentence says what ships now: a voided label ships nothing, as the queue
 * and the reopened invoice say (issue 37 item 6); each package of several has its own Void Label.
 */
export function SuccessDialog({ done, onReturn, onNextPackage, onShipAgain, onPostFreight }: Props) {
  // Each package's void, by tracking number, for the shipment they were made on (a new shipment starts with none).
  const [voids, setVoids] = useState<{ of: string; refunds: Record<string, RefundStatus> } | null>(null);
  const refunds = voids && voids.of === done?.trackingNumber ? voids.refunds : {};
  const voidedOne = (tracking: string, result: VoidResult) => {
    if (!done) return;
    const of = done.trackingNumber;
    setVoids((v) => ({ of, refunds: { ...(v?.of === of ? v.refunds : {}), [tracking]: result.refundStatus } }));
  };
  // A voided label is not printed again (its package ships nothing).
  const printable = done?.packages.filter((p) => !refundAsked(refunds[p.trackingNumber])) ?? [];
  const several = (done?.packages.length ?? 1) > 1;
  // The package's key is free once its refund is done: the same package ships again (CLARIFICATIONS 54).
  const shipAgain = done !== null && !several && refundDone(refunds[done.trackingNumber]);
  const sentence = done
    ? shippedSentence(
        done.reference ? `Shipment ${done.reference}` : `Invoice ${done.invoiceNumber}`,
        done.packages.map((p) => ({ refundStatus: refunds[p.trackingNumber] ?? null })),
      )
    : undefined;
  const zpl = isZpl(done?.packages[0]?.labelFileType);
  // Reprint's outcome, for the shipment it was said about (a new shipment starts with where its label went).
  const [reprinted, setReprinted] = useState<{ tracking: string; message: string } | null>(null);
  const [reprinting, setReprinting] = useState(false);
  const printed = reprinted && reprinted.tracking === done?.trackingNumber ? reprinted.message : done?.printed;
  const say = (message: string) => done && setReprinted({ tracking: done.trackingNumber, message });

  async function reprint() {
    if (!done || reprinting || !printable.length) return;
    setReprinting(true);
    try {
      const outcome: PrintOutcome = await printLabels(printable);
      if (zpl) say(outcome.message);
    } catch (err) {
      say(`The label could not be printed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      setReprinting(false);
    }
  }

  useEffect(() => {
    if (!done) return;
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.key.toLowerCase() !== "r") return;
      if (typing(e.target)) return;
      // Another dialog over this one (Void Label's confirmation) has the keyboard.
      if (document.querySelectorAll('[role="dialog"][data-state="open"]').length > 1) return;
      e.preventDefault();
      void reprint();
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  });
  return (
    <Dialog
      open={done !== null}
      onOpenChange={() => {}}
      title="Shipment Created"
      description={sentence}
      footer={
        <>
          {shipAgain ? (
            <Button variant="secondary" onClick={onShipAgain}>
              Ship Again
            </Button>
          ) : null}
          {onNextPackage ? (
            <Button variant="secondary" onClick={onNextPackage}>
              Ship Another Package
            </Button>
          ) : null}
          <Button
            variant="secondary"
            aria-keyshortcuts="R"
            busy={reprinting}
            disabled={!printable.length}
            onClick={() => void reprint()}
          >
            Reprint
          </Button>
          <Button autoFocus onClick={onReturn}>
            Return to Ship54
          </Button>
        </>
      }
    >
      {done ? (
        <div className="flex flex-col gap-2 text-sm">
          {done.carrier ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-slate-600">Carrier</dt>
              <dd className="font-medium">{carrierName(done.carrier)}</dd>
              <dt className="text-slate-600">Service</dt>
              <dd className="font-medium">{done.service}</dd>
              <dt className="text-slate-600">{several ? "Total cost" : "Cost"}</dt>
              <dd className="font-medium tabular-nums">{done.cost}</dd>
            </dl>
          ) : null}
          {several ? (
            <PackageLabels packages={done.packages} onPrinted={say} onVoided={voidedOne} />
          ) : (
            <p>
              Tracking number: <span className="font-mono font-semibold">{done.trackingNumber}</span>
            </p>
          )}
          {/* Always there, so a screen reader hears where a reprint went when it changes. */}
          <p role="status" className="font-medium empty:hidden">
            {printed}
          </p>
          {/* Always there, so a screen reader hears the freight's progress as the server reports it. */}
          <p role="status" aria-label="Freight" className="empty:hidden">
            {done.freight}
          </p>
          {done.freightFailed && onPostFreight ? (
            <Button variant="secondary" onClick={onPostFreight}>
              Post Freight
            </Button>
          ) : null}
          {done.warning ? <Alert tone="warning">{done.warning}</Alert> : null}
          {/* A shipment of several voids package by package, in its list above. */}
          {done.shipmentId && !several ? (
            <VoidLabelButton
              key={done.shipmentId}
              shipmentId={done.shipmentId}
              trackingNumber={done.trackingNumber}
              onVoided={(r) => voidedOne(done.trackingNumber, r)}
            />
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
