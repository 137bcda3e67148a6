// GET /api/admin/webhook-deliveries – the newest Shippo tracking deliveries and their outcomes (admins)
import { NextResponse } from "next/server";
import { readQuery } from "@/lib/api/read-query";
import { authedRoute } from "@/lib/api/handler";
import { listDeliveries, listDeliveriesQuerySchema } from "@/lib/shipping/tracking/list-deliveries";

export const GET = authedRoute(
  async ({ req, db }) => NextResponse.json(await listDeliveries(db, readQuery(req, listDeliveriesQuerySchema))),
  { admin: true },
);
