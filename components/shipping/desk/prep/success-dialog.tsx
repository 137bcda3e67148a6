"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

export type ShipmentDone = {
  invoiceNumber: string;
  /** What was bought: the rate's carrier, service and cost (null only when the screen no longer knows the rate). */
  carrier: string | null;
  service: string | null;
  cost: string | null;
  trackingNumber: string;
  labelUrl: string;
  freight: string | null;
  warning: string | null;
};

type Props = {
  done: ShipmentDone | null;
  onReturn(): void;
  /** Invoice mode: stay on the invoice for its next package. */ onNextPackage?: () => void;
};

/** The persistent success dialog: only Return to Ship54 (Enter from the keyboard) or Ship Another Package leave it. */
export function SuccessDialog({ done, onReturn, onNextPackage }: Props) {
  return (
    <Dialog
      open={done !== null}
      onOpenChange={() => {}}
      title="Shipment Created"
      description={done ? `Invoice ${done.invoiceNumber} is shipped.` : undefined}
      footer={
        <>
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
              <dt className="text-slate-600">Cost</dt>
              <dd className="font-medium tabular-nums">{done.cost}</dd>
            </dl>
          ) : null}
          <p>
            Tracking number: <span className="font-mono font-semibold">{done.trackingNumber}</span>
          </p>
          {done.freight ? <p>{done.freight}</p> : null}
          {done.warning ? <Alert tone="warning">{done.warning}</Alert> : null}
          <a href={done.labelUrl} target="_blank" rel="noopener noreferrer" className="text-brand-600 hover:underline">
            Open the label again
          </a>
        </div>
      ) : null}
    </Dialog>
  );
}
