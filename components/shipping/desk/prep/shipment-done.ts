import type { LabelFormat } from "@/lib/shipping/labels/label-format";

// A shipment as the success dialog shows it: what the hook hands over and the package list reads.

/** One package's label of the shipment. */
export type DonePackage = {
  packageNumber: number;
  trackingNumber: string;
  labelUrl: string;
  shipmentId: string | null;
  /** Shippo's `label_file_type` (ZPL goes to the printer, PDF opens in a tab). */
  labelFileType: LabelFormat | null;
  /** Its label's cost (a multi-piece shipment: its share); null when the screen no longer knows the rate. */
  cost: string | null;
};

export type ShipmentDone = {
  invoiceNumber: string;
  /** What was bought: the rate's carrier, service and cost (null only when the screen no longer knows the rate). */
  carrier: string | null;
  service: string | null;
  /** What the whole shipment cost: every package. */
  cost: string | null;
  /** A manual shipment's name. */
  reference: string | null;
  trackingNumber: string;
  /** The shipment record, for Void Label; null when it could not be written. */
  shipmentId: string | null;
  labelUrl: string;
  /** Every package's label, in package order (one for a one-package shipment). */
  packages: DonePackage[];
  freight: string | null;
  /** The server could not post the freight for good: Post Freight runs it once more. */
  freightFailed?: boolean;
  /** What the server still does for the shipment (its freight); null when nothing (Manual Ship, no record). */
  workflowId?: string | null;
  warning: string | null;
  /** Where a ZPL label went ("Sent to ZD420 printer.", "Downloaded 1Z….zpl: …"); null for a PDF. */
  printed: string | null;
};
