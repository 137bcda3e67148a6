import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { shipments } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { fetchLabel } from "./fetch-label";
import { labelFileExtension, labelFormatOf, type LabelFormat } from "./label-format";
import { shipmentName } from "./record-shipment";
import { shipmentReference } from "../tracking/shipments/shipment-dto";
import { refundAsked } from "../voids/void-state";

export type LabelFile = { bytes: Uint8Array; format: LabelFormat; filename: string };

/** A file name's characters: a tracking number is letters and digits, anything else becomes `_`. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 80) || "label";

/**
 * The label of one shipment as Shippo made it (PDF or ZPL), read on the server (`companyId` null: an administrator,
 * every company). Another company's shipment is "not found", as a missing one is; a record without a label, or
 * whose label was voided, is a 409.
 */
export async function readShipmentLabel(
  db: Db,
  params: { companyId: string | null; shipmentId: string },
): Promise<LabelFile> {
  const notFound = new ApiError({ code: "not_found", message: "Shipment not found." });
  if (!z.uuid().safeParse(params.shipmentId).success) throw notFound;
  const row = await db.query.shipments.findFirst({
    where: and(
      eq(shipments.id, params.shipmentId),
      params.companyId ? eq(shipments.companyId, params.companyId) : undefined,
    ),
    columns: {
      invoiceNumber: true,
      metadata: true,
      trackingNumber: true,
      labelUrl: true,
      labelFileType: true,
      refundStatus: true,
    },
  });
  if (!row) throw notFound;
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
