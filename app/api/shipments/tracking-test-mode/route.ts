// GET /api/shipments/tracking-test-mode – whether the caller's company tracks in test mode (false when signed out)
import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api/handler";
import { trackingTestMode } from "@/lib/shipping/tracking/invoices/tracking-test-mode";

export const GET = publicRoute(async ({ db, signedIn }) => {
  const auth = await signedIn();
  return NextResponse.json({ testMode: await trackingTestMode(db, auth?.claims ?? null) });
});
