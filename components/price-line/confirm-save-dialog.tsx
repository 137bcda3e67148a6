"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { AccessDiff } from "@/lib/price-line/branch-access";
import { BranchList } from "./branch-label";

type Props = {
  open: boolean;
  lineId: string;
  diff: AccessDiff;
  opensToAll: boolean;
  nameOf(id: string): string;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
};

/** Asked before a save (spec 2 section 2): the branches added and removed. */
export function ConfirmSaveDialog({ open, lineId, diff, opensToAll, nameOf, busy, onCancel, onConfirm }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title="Confirm Changes"
      description={`Save the branch access of price line ${lineId}?`}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button busy={busy} onClick={onConfirm}>
            Confirm
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <BranchList title="Branches added" ids={diff.added} nameOf={nameOf} empty="None" />
        <BranchList title="Branches removed" ids={diff.removed} nameOf={nameOf} empty="None" />
        {opensToAll ? (
          <p className="text-sm text-amber-800">
            With no branch left in the list, every branch may use this price line.
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
