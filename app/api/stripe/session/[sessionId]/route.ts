// GET /api/stripe/session/{sessionId} – the caller's own checkout session: its product and whether access is granted
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { getSubscriptionSession } from "@/lib/billing/get-subscription-session";
import { checkoutSessionIdSchema } from "@/lib/billing/schemas";

export const GET = authedRoute<{ sessionId: string }>(async ({ params, db, auth }) => {
  const sessionId = checkoutSessionIdSchema.parse(params.sessionId);
  return NextResponse.json(await getSubscriptionSession(db, { claims: auth.claims, sessionId }));
});
