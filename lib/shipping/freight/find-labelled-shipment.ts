import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipments, type Shipment } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";

/** The label freight is posted for: the company's shipment of that invoice with that tracking number. */
export async function findLabelledShipmentOrThrow(
  db: Db,
  params: { companyId: string; invoiceNumber: string; trackingNumber: string },
): Promise<Shipment> {
  const row = await db.query.shipments.findFirst({
    where: and(
      eq(shipments.companyId, params.companyId),
      eq(shipments.invoiceNumber, params.invoiceNumber),
      eq(shipments.trackingNumber, params.trackingNumber),
    ),
    orderBy: desc(shipments.createdAt),
  });
  if (!row) {
    throw new ApiError({
      code: "not_found",
      message: `No label with tracking number ${params.trackingNumber} was bought for invoice ${params.invoiceNumber}.`,
    });
  }
  if (row.voidedAt)
    throw new ApiError({
      code: "conflict",
      message: `The label with tracking number ${params.trackingNumber} was voided; its freight is not posted.`,
    });
  return row;
}
