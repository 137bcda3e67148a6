import "server-only";
import { decode, getToken } from "next-auth/jwt";
import { getEnv } from "@/lib/env";
import { isSessionId } from "./resolve-session";
import { rememberVerifiedToken, verifiedToken } from "./verified-tokens";

type CookieSource = { getAll(): { name: string; value: string }[] };

/** The session cookie: Secure (and so `__Secure-`-named) whenever the portal runs in production, whatever its URL. */
export function sessionCookieSettings(): { name: string; secure: boolean } {
  const secure = getEnv().NODE_ENV === "production";
  return { name: secure ? "__Secure-next-auth.session-token" : "next-auth.session-token", secure };
}

/**
 * The session id inside the next-auth cookie, when the cookie decrypts and has not expired; null otherwise. The
 * decrypted value is remembered like a verified bearer token (decryption is pure); liveness is the database's call.
 */
export async function cookieSessionId(cookies: CookieSource): Promise<string | null> {
  const { name, secure } = sessionCookieSettings();
  const secret = getEnv().NEXTAUTH_SECRET;
  const raw = await getToken({
    req: { cookies, headers: {} } as never,
    secret,
    secureCookie: secure,
    cookieName: name,
    raw: true,
  });
  if (!raw) return null;
  const known = verifiedToken(raw, secret);
  if (known) return known;
  try {
    const payload = await decode({ token: raw, secret });
    if (!payload || !isSessionId(payload.sid) || typeof payload.exp !== "number" || payload.exp * 1000 <= Date.now())
      return null;
    rememberVerifiedToken(raw, secret, payload.sid, payload.exp * 1000);
    return payload.sid;
  } catch {
    return null;
  }
}
