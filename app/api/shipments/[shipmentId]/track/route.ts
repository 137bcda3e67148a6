// POST /api/shipments/{shipmentId}/track – Track Again: the shipment's track read from Shippo now
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { EVERY_COMPANY } from "@/lib/shipping/core/find-shipment";
import { shipmentScope } from "@/lib/shipping/tracking/shipments/shipment-access";
import { trackAgain } from "@/lib/shipping/tracking/track-again";

export const POST = authedRoute<{ shipmentId: string }>(async ({ params, db, auth }) => {
  const companyId = (await shipmentScope(db, auth.claims)) ?? EVERY_COMPANY;
  return NextResponse.json(await trackAgain(db, { companyId, shipmentId: params.shipmentId }));
});
