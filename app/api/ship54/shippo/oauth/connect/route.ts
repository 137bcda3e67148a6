// GET /api/ship54/shippo/oauth/connect – start Connect with Shippo: a single-use state, then Shippo's authorize page
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { ApiError } from "@/lib/errors/api-error";
import { getEnv } from "@/lib/env";
import { appUrl, OAUTH_CALLBACK_PATH, settingsReturnUrl } from "@/lib/shipping/settings/app-url";
import { authorizeUrl } from "@/lib/shipping/settings/oauth/exchange-code";
import { createOauthState, OAUTH_NONCE_COOKIE, OAUTH_STATE_TTL_MS } from "@/lib/shipping/settings/oauth/oauth-state";
import { requireShip54Admin, resolveSettingsCompany } from "@/lib/shipping/settings/settings-company";
import { requireProduct } from "@/lib/products/require-product";

// A browser navigation, not a fetch: every outcome is a redirect back to the settings screen, a signed-out one too.
export const GET = authedRoute(
  async ({ req, db, auth, company: scope }) => {
    await requireProduct(db, auth.claims, "ship54");
    const companyId = req.nextUrl.searchParams.get("companyId");
    const clientId = getEnv().SHIPPO_OAUTH_CLIENT_ID;
    if (!clientId)
      return NextResponse.redirect(settingsReturnUrl(req.nextUrl.origin, { error: "not_configured", companyId }));
    try {
      const company = await resolveSettingsCompany(db, scope, companyId);
      requireShip54Admin(auth.claims);
      const { state, nonce } = await createOauthState(db, { userId: auth.claims.userId, companyId: company.id });
      const res = NextResponse.redirect(
        authorizeUrl({ clientId, state, redirectUri: appUrl(req.nextUrl.origin, OAUTH_CALLBACK_PATH).toString() }),
      );
      // Lax: the callback is a top-level navigation back from Shippo's site, which Lax cookies accompany.
      res.cookies.set(OAUTH_NONCE_COOKIE, nonce, {
        httpOnly: true,
        sameSite: "lax",
        secure: req.nextUrl.protocol === "https:",
        path: OAUTH_CALLBACK_PATH,
        maxAge: OAUTH_STATE_TTL_MS / 1000,
      });
      return res;
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return NextResponse.redirect(
        settingsReturnUrl(req.nextUrl.origin, {
          error: err.status === 403 ? "forbidden" : "missing_company",
          companyId,
        }),
      );
    }
  },
  { signedOut: (req) => NextResponse.redirect(settingsReturnUrl(req.nextUrl.origin, { error: "user_not_found" })) },
);
