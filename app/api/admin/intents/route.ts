// GET /api/admin/intents – actions in flight for more than ten minutes, not yet confirmed made or not made (admins)
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { listStuckIntents } from "@/lib/check-again/stuck-intents";

export const GET = authedRoute(async ({ db }) => NextResponse.json(await listStuckIntents(db)), { admin: true });
