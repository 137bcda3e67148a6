"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export type DialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Wider than the usual 32rem for dialogs with a table or two columns of fields. */
  width?: keyof typeof WIDTHS;
};

const WIDTHS = {
  md: "w-[min(92vw,32rem)]",
  lg: "w-[min(94vw,40rem)]",
  xl: "w-[min(94vw,44rem)]",
  "2xl": "w-[min(94vw,48rem)]",
  "3xl": "w-[min(94vw,52rem)]",
} as const;

/** A modal with a title, focus trapped inside and Escape to close (Radix); loaded by `Dialog` when it opens. */
export function DialogFrame({ open, onOpenChange, title, description, children, footer, width = "md" }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <RadixDialog.Content
          className={cn(
            "fixed left-1/2 top-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl",
            WIDTHS[width],
          )}
          aria-describedby={description ? undefined : undefined}
        >
          <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-slate-600">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
          {footer ? <div className="mt-6 flex justify-end gap-2">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
