// GET /api/shipments/{shipmentId} – one shipment with its tracking timeline
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { EVERY_COMPANY } from "@/lib/shipping/core/find-shipment";
import { getShipmentOrThrow } from "@/lib/shipping/tracking/shipments/get-shipment-or-throw";
import { shipmentScope } from "@/lib/shipping/tracking/shipments/shipment-access";

export const GET = authedRoute<{ shipmentId: string }>(async ({ params, db, auth }) => {
  const companyId = (await shipmentScope(db, auth.claims)) ?? EVERY_COMPANY;
  return NextResponse.json(await getShipmentOrThrow(db, { companyId, shipmentId: params.shipmentId }));
});
