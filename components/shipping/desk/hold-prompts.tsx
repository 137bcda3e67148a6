"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { holdPreventedMessage, holdWarningMessage } from "@/lib/shipping/desk/hold-rule";
import { AskFirstDialog } from "./ask-first-dialog";
import type { OrderPrompt } from "./use-open-order";

type Props = { prompt: OrderPrompt | null; onClose(): void; onContinue(): void };

/** Print Review Hold (issue 27): under warn, Cancel (focused) or Continue; under prevent, only Close. */
export function HoldPrompts({ prompt, onClose, onContinue }: Props) {
  const invoice = prompt?.order.invoiceNumber ?? "";
  const status = prompt?.order.printReviewStatus ?? "";
  return (
    <>
      <AskFirstDialog
        open={prompt?.kind === "holdWarn"}
        title="Print Review Hold"
        description={holdWarningMessage(invoice, status)}
        onClose={onClose}
        onContinue={onContinue}
      />
      <Dialog
        open={prompt?.kind === "holdBlock"}
        // Escape and a click outside close it too: there is no way through, so closing is all it offers.
        onOpenChange={(open) => !open && onClose()}
        title="Shipment Blocked"
        description={holdPreventedMessage(invoice, status)}
        footer={
          <Button autoFocus onClick={onClose}>
            Close
          </Button>
        }
      />
    </>
  );
}
