import { importOnce } from "@/components/ui/import-once";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { LabelFormat } from "@/lib/shipping/labels/label-format";
import type { PrintOutcome, ZplJob } from "./label-printer";

/** What every screen knows of a label it can print again: the desk, its dialog, Shipment Tracking, the batch. */
export type PrintableLabel = {
  shipmentId: string | null;
  trackingNumber: string | null;
  /** Shippo's `label_file_type`; labels bought before formats existed are PDF. */
  labelFileType?: LabelFormat | null;
  labelUrl: string | null;
  /** A ZPL file read from elsewhere than the shipment's label route (a batch's one stream), and its file's name. */
  zplPath?: string;
  zplName?: string;
};

// The WebUSB code comes with the first ZPL label (or a hover on Pair Printer), never with a desk's first paint.
export const loadLabelPrinter = importOnce(() => import("./label-printer"));

export const isZpl = (format: LabelFormat | null | undefined) => format === "ZPLII";

/** A tracking number as a file name: what a carrier prints, nothing a file system would read otherwise. */
export const zplFileName = (tracking: string | null) =>
  `${(tracking ?? "").replace(/[^A-Za-z0-9_-]/g, "") || "label"}.zpl`;

/** The label in a new tab: `tab` is one opened blank on the click (so no popup blocker stops it), else a new one. */
export function openLabelTab(url: string, tab?: Window | null) {
  if (tab && !tab.closed) {
    tab.opener = null;
    tab.location.href = url;
  } else {
    window.open(url, "_blank", "noopener");
  }
}

/** A ZPL stream from one of our routes (a label, a batch's labels), read as the API's errors say it. */
export async function fetchZpl(path: string, filename: string): Promise<ZplJob> {
  return { zpl: await apiFetch<Blob>(path, { headers: { Accept: "text/plain, application/json" } }), filename };
}

export const labelPath = (shipmentId: string) => `/api/shipments/${encodeURIComponent(shipmentId)}/label`;

/**
 * Prints labels in their format, in order: ZPL to the paired USB printer (or the `.zpl` downloaded, and why); a PDF
 * opens in a tab (the first label: one click opens one tab; a shipment of several keeps its per-package links).
 */
export async function printLabels(labels: readonly PrintableLabel[], tab?: Window | null): Promise<PrintOutcome> {
  const zpl = labels.flatMap((l) => {
    const path = l.zplPath ?? (l.shipmentId ? labelPath(l.shipmentId) : null);
    return isZpl(l.labelFileType) && path ? [{ path, name: l.zplName ?? zplFileName(l.trackingNumber) }] : [];
  });
  if (zpl.length) {
    const [printer, jobs] = await Promise.all([
      loadLabelPrinter(),
      Promise.all(zpl.map((l) => fetchZpl(l.path, l.name))),
    ]);
    return printer.printZpl(jobs);
  }
  // A PDF, or a ZPL label whose record was not written (only Shippo's address is known): the browser takes it.
  const url = labels.find((l) => l.labelUrl)?.labelUrl;
  if (url) openLabelTab(url, tab);
  else tab?.close();
  return { printer: null, message: url ? "Opened the label in a new tab." : "This label has no file to print." };
}
