// GET /api/shipments/{shipmentId}/label – the label's file as Shippo made it (ZPL to download or print, PDF inline), read on the server
import { z } from "zod";
import { fileResponse } from "@/lib/api/file-response";
import { authedRoute } from "@/lib/api/handler";
import { readQuery } from "@/lib/api/read-query";
import { EVERY_COMPANY } from "@/lib/shipping/core/find-shipment";
import { readShipmentLabel } from "@/lib/shipping/labels/shipment-label";
import { shipmentScope } from "@/lib/shipping/tracking/shipments/shipment-access";

const querySchema = z.object({ companyId: z.string().max(64).optional() });

export const GET = authedRoute<{ shipmentId: string }>(async ({ req, params, db, auth }) => {
  const { companyId } = readQuery(req, querySchema);
  const scope = (await shipmentScope(db, auth.claims, companyId)) ?? EVERY_COMPANY;
  const label = await readShipmentLabel(db, { companyId: scope, shipmentId: params.shipmentId });
  if (label.format === "ZPLII")
    return fileResponse(new Blob([label.bytes as BlobPart]), label.filename, "text/plain; charset=utf-8");
  // A PDF opens in a tab to print, as Shippo's own label link does.
  return fileResponse(new Blob([label.bytes as BlobPart]), label.filename, "application/pdf", { inline: true });
});
