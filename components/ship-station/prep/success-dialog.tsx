"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

export type ShipmentDone = { invoiceNumber: string; trackingNumber: string; labelUrl: string; freight: string | null };

/** The persistent success dialog: only Return to Ship54 leaves it (Enter from the keyboard). */
export function SuccessDialog({ done, onReturn }: { done: ShipmentDone | null; onReturn(): void }) {
  return (
    <Dialog
      open={done !== null}
      onOpenChange={() => {}}
      title="Shipment Created"
      description={done ? `Invoice ${done.invoiceNumber} is shipped.` : undefined}
      footer={
        <Button autoFocus onClick={onReturn}>
          Return to Ship54
        </Button>
      }
    >
      {done ? (
        <div className="flex flex-col gap-2 text-sm">
          <p>
            Tracking number: <span className="font-mono font-semibold">{done.trackingNumber}</span>
          </p>
          {done.freight ? <p>{done.freight}</p> : null}
          <a href={done.labelUrl} target="_blank" rel="noopener noreferrer" className="text-brand-600 hover:underline">
            Open the label again
          </a>
        </div>
      ) : null}
    </Dialog>
  );
}
