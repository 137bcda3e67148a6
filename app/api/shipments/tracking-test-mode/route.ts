// GET /api/shipments/tracking-test-mode – whether the caller's company tracks in test mode (false when signed out)
import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api/handler";
import { getAuth } from "@/lib/auth/get-auth";
import { trackingTestMode } from "@/lib/invoice-tracking/tracking-test-mode";

export const GET = publicRoute(async ({ req, db }) => {
  const auth = await getAuth(req);
  return NextResponse.json({ testMode: await trackingTestMode(db, auth?.claims ?? null) });
});
