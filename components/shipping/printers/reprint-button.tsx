"use client";

import { Printer } from "lucide-react";
import { useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { preloadOn } from "@/components/ui/preload-on";
import { toast } from "@/components/ui/toast";
import type { PrintOutcome } from "./label-printer";
import { isZpl, loadLabelPrinter, printLabels, type PrintableLabel } from "./print-label";

type Props = Omit<ButtonProps, "onClick" | "children"> & {
  labels: readonly PrintableLabel[];
  /** Where the outcome is said; a toast when the screen has no place for it. */
  onOutcome?(outcome: PrintOutcome): void;
  children?: string;
};

/** Reprint: the same label(s) again in their format (ZPL to the printer or a download, PDF in a new tab). */
export function ReprintButton({ labels, onOutcome, children = "Reprint", ...rest }: Props) {
  const [busy, setBusy] = useState(false);
  const zpl = labels.some((l) => isZpl(l.labelFileType));

  async function reprint() {
    setBusy(true);
    try {
      const outcome = await printLabels(labels);
      if (onOutcome) onOutcome(outcome);
      else if (zpl) toast.success(outcome.message);
    } catch (err) {
      const message = `The label could not be printed: ${err instanceof Error ? err.message : String(err)}`;
      if (onOutcome) onOutcome({ printer: null, message });
      else toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      busy={busy}
      onClick={() => void reprint()}
      {...(zpl ? preloadOn(loadLabelPrinter) : {})}
      {...rest}
    >
      <Printer className="h-4 w-4" aria-hidden />
      {children}
    </Button>
  );
}
