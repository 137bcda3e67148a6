// Shippo as an OAuth provider: the authorize page a merchant sees, and the code-for-token exchange.
import { randomBytes } from "node:crypto";
import { Reply, html, json, redirect, route, str, type Route } from "../http";
import type { PublicCtx } from "./files";

const CODE_TTL_MS = 10 * 60_000;
const esc = (s: unknown) => String(s ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const b64url = (n: number) => randomBytes(n).toString("base64url");

function errorPage(message: string): Reply {
  return html(
    `<!doctype html><html><body style="font-family:sans-serif"><h1>Authorization error</h1><p>${esc(message)}</p></body></html>`,
    400,
  );
}

function withParams(uri: string, params: Record<string, string>): string {
  const u = new URL(uri);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

/** Where the merchant is sent back: the URI in the request, else the one "registered" with the stand-in. */
function redirectUriFor(ctx: PublicCtx, given: string | undefined): string | undefined {
  const uri = given || ctx.state.config.oauthRedirectUri || undefined;
  if (!uri) return undefined;
  try {
    new URL(uri);
    return uri;
  } catch {
    return undefined;
  }
}

export const oauthRoutes: Route<PublicCtx>[] = [
  route("GET", "/oauth/authorize", (ctx) => {
    const q = ctx.url.searchParams;
    const clientId = q.get("client_id") ?? "";
    if (q.get("response_type") !== "code") return errorPage("response_type must be code.");
    if (!clientId) return errorPage("client_id is required.");
    const expected = ctx.state.config.oauthClientId;
    if (expected && clientId !== expected) return errorPage(`Unknown client_id ${clientId}.`);
    const redirectUri = redirectUriFor(ctx, q.get("redirect_uri") ?? undefined);
    if (!redirectUri) return errorPage("No redirect URI is registered for this application.");
    const hidden = {
      client_id: clientId,
      state: q.get("state") ?? "",
      redirect_uri: redirectUri,
      scope: q.get("scope") ?? "*",
    };
    const inputs = Object.entries(hidden)
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`)
      .join("");
    return html(`<!doctype html><html><head><meta charset="utf-8"><title>Connect to Shippo</title></head>
<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto">
<h1>Connect your Shippo account</h1>
<p><strong>${esc(q.get("utm_source") || clientId)}</strong> wants to buy labels and track shipments on your behalf.</p>
<form method="post" action="/oauth/authorize">${inputs}
<label>Shippo account <input name="account" value="merchant@example.com"></label>
<p><button name="decision" value="allow" type="submit">Allow access</button>
<button name="decision" value="deny" type="submit">Deny</button></p></form>
<p style="color:#666">E54 Shippo stand-in</p></body></html>`);
  }),
  route("POST", "/oauth/authorize", (ctx) => {
    const b = ctx.body;
    const redirectUri = redirectUriFor(ctx, str(b.redirect_uri));
    if (!redirectUri) return errorPage("No redirect URI is registered for this application.");
    const state = str(b.state) ?? "";
    const withState = (p: Record<string, string>) => (state ? { ...p, state } : p);
    if (str(b.decision) !== "allow") return redirect(withParams(redirectUri, withState({ error: "access_denied" })));
    const code = randomBytes(16).toString("hex");
    ctx.state.oauthCodes.set(code, {
      code,
      clientId: str(b.client_id) ?? "",
      redirectUri,
      account: (str(b.account) ?? "").trim() || "merchant@example.com",
      expiresAt: Date.now() + CODE_TTL_MS,
      used: false,
    });
    return redirect(withParams(redirectUri, withState({ code })));
  }),
  route("POST", "/oauth/access_token", (ctx) => {
    const b = ctx.body;
    if (str(b.grant_type) !== "authorization_code") return json(400, { error: "unsupported_grant_type" });
    const clientId = str(b.client_id) ?? "";
    const secret = str(b.client_secret) ?? "";
    const cfg = ctx.state.config;
    if (
      !clientId ||
      !secret ||
      (cfg.oauthClientId && clientId !== cfg.oauthClientId) ||
      (cfg.oauthClientSecret && secret !== cfg.oauthClientSecret)
    ) {
      return json(401, { error: "invalid_client" });
    }
    const grant = ctx.state.oauthCodes.get(str(b.code) ?? "");
    if (!grant || grant.used || grant.expiresAt < Date.now() || grant.clientId !== clientId) {
      return json(400, { error: "invalid_grant" });
    }
    grant.used = true;
    const token = `oauth.${b64url(30)}.${b64url(30)}`;
    ctx.state.oauthAccounts.set(token, grant.account);
    return json(200, { access_token: token, token_type: "bearer", scope: "*" });
  }),
];
