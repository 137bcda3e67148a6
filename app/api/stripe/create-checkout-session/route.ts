// POST /api/stripe/create-checkout-session – an Embedded Checkout session for one of our products (price from our record)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { createCheckoutSession } from "@/lib/billing/create-checkout-session";
import { checkoutBodySchema } from "@/lib/billing/schemas";
import { getEnv } from "@/lib/env";

export const POST = authedRoute(async ({ req, db, auth }) => {
  const body = checkoutBodySchema.parse(await readJson(req));
  // Stripe sends the browser back to the portal's public address, not to whatever Host this request named.
  const appUrl = (getEnv().NEXTAUTH_URL ?? req.nextUrl.origin).replace(/\/+$/, "");
  const { clientSecret } = await createCheckoutSession(db, { claims: auth.claims, body, appUrl });
  return NextResponse.json({ clientSecret });
});
