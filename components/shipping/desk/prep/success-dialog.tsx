"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

export type ShipmentDone = {
  invoiceNumber: string;
  /** A manual shipment's name. */
  reference: string | null;
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
      description={
        done
          ? done.reference
            ? `Shipment ${done.reference} is shipped.`
            : `Invoice ${done.invoiceNumber} is shipped.`
          : undefined
      }
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
