"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

type Props = { open: boolean; title: string; description: string; onClose(): void; onContinue(): void };

/** A question before an order opens that the clerk may go past: Cancel (focused, the safe answer) or Continue. */
export function AskFirstDialog({ open, title, description, onClose, onContinue }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" autoFocus onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onContinue}>
            Continue
          </Button>
        </>
      }
    />
  );
}
