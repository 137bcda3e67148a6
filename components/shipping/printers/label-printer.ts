import { saveBlob } from "@/lib/browser-files/save-blob";
import { browserUsb, type UsbDevice } from "./webusb";
import { choosePrinter, pairedPrinter, PrinterError, printerName, sendToPrinter } from "./zebra-usb";

export const NO_WEBUSB = "this browser cannot reach a USB printer";
export const NO_PRINTER = "no printer paired";

/** One ZPL label (or a batch's one stream) and the name of its `.zpl` file should it be downloaded. */
export type ZplJob = { zpl: Blob; filename: string };
/** Where the labels went, said in the words the success dialog shows. */
export type PrintOutcome = { printer: string | null; message: string };

// The paired printer, looked up once per page (undefined: not yet asked); every Pair Printer button shows the same.
let known: UsbDevice | null | undefined;
const listeners = new Set<(name: string | null) => void>();
function setKnown(d: UsbDevice | null) {
  known = d;
  for (const l of listeners) l(d ? printerName(d) : null);
}

export function onPrinterChange(listener: (name: string | null) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The printer paired in an earlier visit, found without a prompt; null when none (or no WebUSB). */
export async function currentPrinter(): Promise<UsbDevice | null> {
  const usb = browserUsb();
  if (!usb) return null;
  if (known === undefined) setKnown(await pairedPrinter(usb).catch(() => null));
  return known ?? null;
}

export const currentPrinterName = async () => {
  const d = await currentPrinter();
  return d ? printerName(d) : null;
};

/** Pair Printer: Chromium's chooser of USB printers; the choice is kept by the browser for later visits. */
export async function pairPrinter(): Promise<string | null> {
  const usb = browserUsb();
  if (!usb) return null;
  const chosen = await choosePrinter(usb);
  if (chosen) setKnown(chosen);
  return chosen ? printerName(chosen) : null;
}

/** Forget: the browser drops its permission too where it can (`forget()`), so the next visit asks again. */
export async function forgetPrinter(): Promise<void> {
  const d = await currentPrinter();
  setKnown(null);
  await d?.forget?.().catch(() => undefined);
}

const downloadAll = (jobs: readonly ZplJob[]) => jobs.forEach((j) => saveBlob(j.zpl, j.filename));
const names = (jobs: readonly ZplJob[]) => jobs.map((j) => j.filename).join(", ");

/**
 * The labels to the paired printer, one job each in order; where that cannot be (no WebUSB, nothing paired, the
 * printer failing) the `.zpl` files are downloaded, and the outcome says why.
 */
export async function printZpl(jobs: readonly ZplJob[]): Promise<PrintOutcome> {
  if (!browserUsb()) {
    downloadAll(jobs);
    return { printer: null, message: `Downloaded ${names(jobs)}: ${NO_WEBUSB}.` };
  }
  const printer = await currentPrinter();
  if (!printer) {
    downloadAll(jobs);
    return { printer: null, message: `Downloaded ${names(jobs)}: ${NO_PRINTER}.` };
  }
  for (const [i, job] of jobs.entries()) {
    try {
      await sendToPrinter(printer, new Uint8Array(await job.zpl.arrayBuffer()));
    } catch (err) {
      const rest = jobs.slice(i);
      downloadAll(rest);
      const why = err instanceof PrinterError ? err.message : `The ${printerName(printer)} printer failed.`;
      return { printer: null, message: `${why} Downloaded ${names(rest)} instead.` };
    }
  }
  const name = printerName(printer);
  return {
    printer: name,
    message: jobs.length > 1 ? `Sent ${jobs.length} labels to ${name} printer.` : `Sent to ${name} printer.`,
  };
}
