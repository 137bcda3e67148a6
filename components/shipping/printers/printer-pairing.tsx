"use client";

import { Printer } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { preloadOn } from "@/components/ui/preload-on";
import { loadLabelPrinter } from "./print-label";
import { PRINTER_NEEDS_CHROME, useLabelPrinter } from "./use-label-printer";

/**
 * Pair Printer beside Connect Scale: the ZPL label printer the desk prints to, chosen once per browser; once paired,
 * its name and Forget Printer.
 */
export function PrinterPairing() {
  const p = useLabelPrinter();
  return (
    <>
      {p.printer ? (
        <>
          <span className="inline-flex items-center gap-1 text-sm text-slate-700">
            <Printer className="h-4 w-4" aria-hidden />
            Printer: <span className="font-medium">{p.printer}</span>
          </span>
          <Button variant="ghost" size="sm" onClick={() => void p.forget()}>
            Forget Printer
          </Button>
        </>
      ) : (
        <Button
          variant="secondary"
          onClick={() => void p.pair()}
          disabled={!p.supported}
          {...preloadOn(loadLabelPrinter)}
        >
          Pair Printer
        </Button>
      )}
      {!p.supported ? <span className="text-sm text-slate-600">{PRINTER_NEEDS_CHROME}</span> : null}
      {p.error ? <Alert tone="error">{p.error}</Alert> : null}
    </>
  );
}
