"use client";

import { Button } from "./button";
import { Dialog } from "./dialog";

/**
 * Leaving a screen with changes not saved asks first (spec 2 section 2's Price Line Access, and every screen that
 * saves on a button): Stay Here or Discard Changes. `what` names what is not saved.
 */
export function UnsavedChangesDialog({
  open,
  what,
  onStay,
  onDiscard,
}: {
  open: boolean;
  what: string;
  onStay(): void;
  onDiscard(): void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onStay())}
      title="Unsaved Changes"
      description={`${what} has changes that are not saved. They are lost if you go on.`}
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
