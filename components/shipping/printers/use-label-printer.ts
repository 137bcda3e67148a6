"use client";

import { useEffect, useState } from "react";
import { loadLabelPrinter } from "./print-label";
import type { ZplJob } from "./label-printer";
import { browserUsb } from "./webusb";

export const PRINTER_NEEDS_CHROME = "Printing to a USB label printer requires Chrome/Edge";
export const PAIR_FAILED =
  "The printer could not be paired. Make sure it is plugged in and switched on, then try again.";

/**
 * The desk's label printer over WebUSB: whether the browser can reach one, the paired printer's name, Pair Printer
 * (Chromium's chooser, once per browser) and Forget. `print` sends ZPL to it, or downloads it where it cannot.
 */
export function useLabelPrinter() {
  const [supported, setSupported] = useState(true);
  const [printer, setPrinter] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // Whether the browser has WebUSB is known only in the browser, after the server render; the printer code comes
    // after the first paint.
    const has = Boolean(browserUsb());
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSupported(has);
    if (!has) return;
    let live = true;
    let off = () => {};
    void loadLabelPrinter()
      .then(async (p) => {
        if (!live) return;
        off = p.onPrinterChange(setPrinter);
        const name = await p.currentPrinterName();
        if (live) setPrinter(name);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      off();
    };
  }, []);

  async function pair() {
    setError(null);
    try {
      await (await loadLabelPrinter()).pairPrinter();
    } catch {
      setError(PAIR_FAILED);
    }
  }

  async function forget() {
    setError(null);
    await (await loadLabelPrinter()).forgetPrinter();
  }

  const print = async (jobs: readonly ZplJob[]) => (await loadLabelPrinter()).printZpl(jobs);

  return { supported, printer, error, pair, forget, print };
}
