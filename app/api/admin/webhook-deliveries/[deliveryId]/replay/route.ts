// POST /api/admin/webhook-deliveries/{deliveryId}/replay – process a stored delivery again (admins)
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { replayDelivery } from "@/lib/tracking/replay-delivery";

export const POST = authedRoute<{ deliveryId: string }>(async ({ params, db }) => NextResponse.json(await replayDelivery(db, params.deliveryId)), { admin: true });
