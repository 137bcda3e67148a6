// GET /api/shipments/summary/stats – totals, status breakdown, attention and cost over the last 30 days (?days=)
import { NextResponse } from "next/server";
import { readQuery } from "@/lib/api/read-query";
import { authedRoute } from "@/lib/api/handler";
import { statsQuerySchema } from "@/lib/shipping/tracking/shipments/schemas";
import { shipmentScope } from "@/lib/shipping/tracking/shipments/shipment-access";
import { shipmentStats } from "@/lib/shipping/tracking/shipments/shipment-stats";

export const GET = authedRoute(async ({ req, db, auth }) => {
  const query = readQuery(req, statsQuerySchema);
  const companyId = await shipmentScope(db, auth.claims, query.companyId);
  return NextResponse.json(await shipmentStats(db, { companyId, days: query.days }));
});
