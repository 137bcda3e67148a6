import "server-only";
import type { Db } from "@/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { findShipmentOrThrow, type ShipmentOwner } from "../core/find-shipment";
import { fetchLabel } from "./fetch-label";
import { labelFileExtension, labelFormatOf, type LabelFormat } from "./label-format";
import { shipmentName } from "./record-shipment";
import { shipmentReference } from "../tracking/shipments/shipment-dto";
import { refundAsked } from "../voids/void-state";

export type LabelFile = { bytes: Uint8Array; format: LabelFormat; filename: string };

/** A file name's characters: a tracking number is letters and digits, anything else becomes `_`. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 80) || "label";

/**
 * The label of one shipment as Shippo made it (PDF or ZPL), read on the server (`EVERY_COMPANY`: an administrator
 * who named none). Another company's shipment is "not found", as a missing one is; a record without a label, or
 * whose label was voided, is a 409.
 */
export async function readShipmentLabel(
  db: Db,
  params: { companyId: ShipmentOwner; shipmentId: string },
): Promise<LabelFile> {
  const row = await findShipmentOrThrow(db, params);
  const name = shipmentName({ invoiceNumber: row.invoiceNumber, reference: shipmentReference(row) });
  if (!row.labelUrl || !URL.canParse(row.labelUrl))
    throw new ApiError({ code: "conflict", message: `Shipment ${name} has no label to print.` });
  // A voided label no longer ships anything (CLARIFICATIONS 54): printing it again would send a refunded label.
  if (refundAsked(row.refundStatus))
    throw new ApiError({ code: "conflict", message: `The label of shipment ${name} was voided.` });
  const format = labelFormatOf(row.labelFileType);
  const bytes = await fetchLabel(row.labelUrl, name);
  return { bytes, format, filename: `${safeName(row.trackingNumber ?? name)}.${labelFileExtension(format)}` };
}
