"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

/** Spec 2 section 2: leaving or changing the selection while dirty asks first. */
export function UnsavedChangesDialog({
  open,
  onStay,
  onDiscard,
}: {
  open: boolean;
  onStay(): void;
  onDiscard(): void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onStay())}
      title="Unsaved Changes"
      description="The branch access list has changes that are not saved. They are lost if you go on."
      footer={
        <>
          <Button variant="secondary" onClick={onStay}>
            Stay Here
          </Button>
          <Button variant="danger" onClick={onDiscard}>
            Discard Changes
          </Button>
        </>
      }
    />
  );
}
