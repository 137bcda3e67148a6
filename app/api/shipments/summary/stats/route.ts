// GET /api/shipments/summary/stats – totals, status breakdown, attention and cost over the last 30 days (?days=)
import { NextResponse } from "next/server";
import { readQuery } from "@/lib/api/read-query";
import { authedRoute } from "@/lib/api/handler";
import { shipmentHistory } from "@/lib/shipping/tracking/history/shipment-history";
import { statsQuerySchema } from "@/lib/shipping/tracking/shipments/schemas";
import { shipmentScope } from "@/lib/shipping/tracking/shipments/shipment-access";

/** The same read, and so the same figures, as the screen's cards and charts (CLARIFICATIONS 66). */
export const GET = authedRoute(async ({ req, db, auth }) => {
  const query = readQuery(req, statsQuerySchema);
  const companyId = await shipmentScope(db, auth.claims, query.companyId);
  const { stats } = await shipmentHistory(db, { companyId, days: query.days });
  return NextResponse.json(stats);
});
