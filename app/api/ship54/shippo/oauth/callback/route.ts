// GET /api/ship54/shippo/oauth/callback – Shippo's return: check the state, exchange the code, keep the token
import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api/handler";
import { logger } from "@/lib/logger";
import { OAUTH_CALLBACK_PATH, settingsReturnUrl } from "@/lib/shipping/settings/app-url";
import { finishOauth } from "@/lib/shipping/settings/oauth/finish-oauth";
import { OAUTH_NONCE_COOKIE } from "@/lib/shipping/settings/oauth/oauth-state";

export const GET = publicRoute(async ({ req, db, signedIn }) => {
  const q = req.nextUrl.searchParams;
  let outcome: Awaited<ReturnType<typeof finishOauth>>;
  try {
    const auth = await signedIn();
    outcome = await finishOauth(db, {
      userId: auth?.claims.userId ?? null,
      code: q.get("code"),
      state: q.get("state"),
      error: q.get("error"),
      nonce: req.cookies.get(OAUTH_NONCE_COOKIE)?.value,
    });
  } catch (err) {
    logger.error({ err: err instanceof Error ? err.message : String(err) }, "shippo oauth callback failed");
    outcome = { error: "callback_failed" };
  }
  const res = NextResponse.redirect(settingsReturnUrl(req.nextUrl.origin, outcome));
  res.cookies.set(OAUTH_NONCE_COOKIE, "", { path: OAUTH_CALLBACK_PATH, maxAge: 0 });
  return res;
});
