import type { RateView } from "@/lib/shipping/labels/get-rates";
import type { ShipAddress } from "@/lib/shipping/desk/ship-address";
import type { BoughtLabel } from "@/lib/shipping/labels/bought-label";
import type { LabelFormat } from "@/lib/shipping/labels/label-format";
import type { FreightMethod } from "./freight-fields";

// What Ship Package asks the server for and what it answers: shared by the hook and its two requests.

/** One package's label of a shipment of several, as the route answers it. */
export type PackageLabel = Pick<
  BoughtLabel,
  "packageNumber" | "labelUrl" | "trackingNumber" | "amount" | "currency" | "shipmentId" | "labelFileType"
>;

/**
 * `warning`: the label was bought but its shipment record was not saved (spec 2 section 8: only a warning).
 * `packages`: a shipment of several packages, every package's label (the first is the one named above).
 * `workflowId`: what the server still does for it (freight, mail, box), for the dialog to follow.
 */
export type ShippedLabel = {
  label_url: string;
  tracking_number: string;
  invoiceNumber: string;
  shipmentId?: string | null;
  labelFileType?: LabelFormat | null;
  reference?: string | null;
  warning?: string;
  packages?: PackageLabel[];
  totalAmount?: number;
  workflowId?: string | null;
};

export type ShipRequest = {
  manual: boolean;
  invoiceNumber: string;
  /** Manual mode: what the clerk ships and for whom, the shipment's name (the MANUAL- id stays its key). */
  reference: string | null;
  /** CLARIFICATIONS 45: a second label for an invoice is its next package; the same package again is a reprint. */
  packageNumber: number;
  /** How many packages ship (numbered from packageNumber); the rate says how it covers them. */
  packages: number;
  poNumber: string | null;
  /** The branch it ships from: the close-out that takes the label. */
  branch: string | null;
  shipVia: string | null;
  rate: RateView;
  from: ShipAddress;
  to: ShipAddress;
  weight: number;
  actualWeight: number;
  /** Each package's own scale reading (or typed weight), in package order. */
  actualWeights?: number[];
  method: FreightMethod;
  freightProductId: string | null;
  /** The box preset it was packed in (lib/shipping/boxes): the customer's next order opens with it. */
  box?: { presetId: string; customerId: string } | null;
  /** The branch's label format as the screen read it: a ZPL label opens no tab (it goes to the printer). */
  labelFormat?: LabelFormat | null;
};
