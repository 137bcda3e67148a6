"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { formatMoney } from "@/lib/money/format-money";
import { notParcelQuestion } from "@/lib/shipping/desk/parcel-rule";
import { AskFirstDialog } from "./ask-first-dialog";
import type { OrderPrompt } from "./use-open-order";

type Props = { prompt: OrderPrompt | null; onClose(): void; onContinue(): void; onShipAnyway(): void };

/** The ship-via question, Not a Parcel, Shipment Blocked (only Understood closes it) and COD Order Warning. */
export function OrderPrompts({ prompt, onClose, onContinue, onShipAnyway }: Props) {
  const order = prompt?.order;
  const balance = formatMoney(order?.balanceDue);
  return (
    <>
      <Dialog
        open={prompt?.kind === "shipVia"}
        onOpenChange={(open) => !open && onClose()}
        title="Check the ship via"
        description={`The ship-via is ${order?.shipVia ?? ""}. Continue with shipment?`}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button autoFocus onClick={onContinue}>
              Continue
            </Button>
          </>
        }
      />
      <AskFirstDialog
        open={prompt?.kind === "notParcel"}
        title="Not a Parcel"
        description={notParcelQuestion(order?.invoiceNumber ?? "", order?.shipVia ?? "")}
        onClose={onClose}
        onContinue={onContinue}
      />
      <Dialog
        open={prompt?.kind === "block"}
        // Only Understood closes it: Escape and a click outside do nothing.
        onOpenChange={() => {}}
        title="Shipment Blocked"
        description={`Invoice ${order?.invoiceNumber ?? ""} is a COD order with a balance due of ${balance}. It cannot ship until the balance is paid.`}
        footer={
          <Button autoFocus onClick={onClose}>
            Understood
          </Button>
        }
      />
      <Dialog
        open={prompt?.kind === "warn"}
        onOpenChange={(open) => !open && onClose()}
        title="COD Order Warning"
        description={`Invoice ${order?.invoiceNumber ?? ""} is a COD order with a balance due of ${balance}. Collect the balance before it ships.`}
        footer={
          <>
            <Button variant="secondary" autoFocus onClick={onClose}>
              Cancel
            </Button>
            <Button variant="danger" onClick={onShipAnyway}>
              Ship Anyway
            </Button>
          </>
        }
      />
    </>
  );
}
