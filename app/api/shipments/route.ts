// GET /api/shipments – the company's shipments, filtered, 50 a page, newest first (admins: every company)
import { NextResponse } from "next/server";
import { readQuery } from "@/lib/api/read-query";
import { authedRoute } from "@/lib/api/handler";
import { listShipments } from "@/lib/shipping/tracking/shipments/list-shipments";
import { listShipmentsQuerySchema } from "@/lib/shipping/tracking/shipments/schemas";
import { shipmentScope } from "@/lib/shipping/tracking/shipments/shipment-access";

export const GET = authedRoute(async ({ req, db, auth }) => {
  const query = readQuery(req, listShipmentsQuerySchema);
  const companyId = await shipmentScope(db, auth.claims, query.companyId);
  return NextResponse.json(await listShipments(db, { companyId, query }));
});
