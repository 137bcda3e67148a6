"use client";

import type { FormEventHandler, ReactNode } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";
import type { DialogProps } from "./dialog-frame";

type Props = {
  /** Ties the footer's Save button to the form. */
  formId: string;
  title: ReactNode;
  onClose(): void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** While the save runs. */
  busy?: boolean;
  /** Save stays disabled, for forms that wait to be valid. */
  saveDisabled?: boolean;
  width?: DialogProps["width"];
  formClassName?: string;
  children: ReactNode;
};

/** A dialog around one form: its fields (and the failure of the last save), then Cancel and Save. Escape cancels. */
export function FormDialog({
  formId,
  title,
  onClose,
  onSubmit,
  busy,
  saveDisabled,
  width,
  formClassName,
  children,
}: Props) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      width={width}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saveDisabled} busy={busy}>
            Save
          </Button>
        </>
      }
    >
      <form id={formId} className={formClassName ?? "flex flex-col gap-4"} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Dialog>
  );
}
