"use client";

import { useState } from "react";
import { VoidLabelButton } from "@/components/shipping/voids/void-label-button";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { PackageLabels } from "./package-labels";

/** One package's label of the shipment. */
export type DonePackage = {
  packageNumber: number;
  trackingNumber: string;
  labelUrl: string;
  shipmentId: string | null;
  /** Its label's cost (a multi-piece shipment: its share); null when the screen no longer knows the rate. */
  cost: string | null;
};

export type ShipmentDone = {
  invoiceNumber: string;
  /** What was bought: the rate's carrier, service and cost (null only when the screen no longer knows the rate). */
  carrier: string | null;
  service: string | null;
  /** What the whole shipment cost: every package. */
  cost: string | null;
  /** A manual shipment's name. */
  reference: string | null;
  trackingNumber: string;
  /** The shipment record, for Void Label; null when it could not be written. */
  shipmentId: string | null;
  labelUrl: string;
  /** Every package's label, in package order (one for a one-package shipment). */
  packages: DonePackage[];
  freight: string | null;
  warning: string | null;
};

type Props = {
  done: ShipmentDone | null;
  onReturn(): void;
  /** Invoice mode: stay on the invoice for its next package. */ onNextPackage?: () => void;
  /** After a void freed the package's key: the same package again, for a new label. */
  onShipAgain(): void;
};

/**
 * The persistent success dialog: only Return to Ship54 (Enter from the keyboard) or Ship Another Package leave it;
 * once its label is voided, Ship Again too.
 */
export function SuccessDialog({ done, onReturn, onNextPackage, onShipAgain }: Props) {
  const [voided, setVoided] = useState<string | null>(null);
  const isVoided = done !== null && voided === done.trackingNumber;
  const several = (done?.packages.length ?? 1) > 1;
  return (
    <Dialog
      open={done !== null}
      onOpenChange={() => {}}
      title="Shipment Created"
      description={
        done
          ? done.reference
            ? `Shipment ${done.reference} is shipped.`
            : several
              ? `Invoice ${done.invoiceNumber} is shipped: ${done.packages.length} packages.`
              : `Invoice ${done.invoiceNumber} is shipped.`
          : undefined
      }
      footer={
        <>
          {isVoided ? (
            <Button variant="secondary" onClick={onShipAgain}>
              Ship Again
            </Button>
          ) : null}
          {onNextPackage ? (
            <Button variant="secondary" onClick={onNextPackage}>
              Ship Another Package
            </Button>
          ) : null}
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
              <dd className="font-medium">{done.carrier}</dd>
              <dt className="text-slate-600">Service</dt>
              <dd className="font-medium">{done.service}</dd>
              <dt className="text-slate-600">{several ? "Total cost" : "Cost"}</dt>
              <dd className="font-medium tabular-nums">{done.cost}</dd>
            </dl>
          ) : null}
          {several ? (
            <PackageLabels packages={done.packages} />
          ) : (
            <p>
              Tracking number: <span className="font-mono font-semibold">{done.trackingNumber}</span>
            </p>
          )}
          {done.freight ? <p>{done.freight}</p> : null}
          {done.warning ? <Alert tone="warning">{done.warning}</Alert> : null}
          {several ? null : (
            <a
              href={done.labelUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-600 hover:underline"
            >
              Open the label again
            </a>
          )}
          {/* A package of a shipment of several is voided from the invoice's shipped packages, one by one. */}
          {done.shipmentId && !several ? (
            <VoidLabelButton
              key={done.shipmentId}
              shipmentId={done.shipmentId}
              trackingNumber={done.trackingNumber}
              onVoided={(r) => setVoided(r.refundStatus === "ERROR" ? null : done.trackingNumber)}
            />
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
