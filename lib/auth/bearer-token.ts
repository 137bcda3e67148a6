import "server-only";
import { jwtVerify, SignJWT } from "jose";
import { getEnv } from "@/lib/env";
import type { SignedIn } from "./claims";
import { isSessionId } from "./resolve-session";
import { rememberVerifiedToken, verifiedToken } from "./verified-tokens";

function bearerKey() {
  return new TextEncoder().encode(`bearer:${getEnv().NEXTAUTH_SECRET}`);
}

/**
 * A signed (not encrypted) JWT: API clients decode it, so it carries only the spec's claims as they were at sign-in,
 * the session id and the session's absolute expiry. The server trusts only the session id and reads the rest fresh.
 */
export async function signBearerToken(auth: SignedIn): Promise<string> {
  return new SignJWT({ ...auth.claims, sid: auth.sid })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(auth.claims.userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(auth.expiresAt.getTime() / 1000))
    .sign(bearerKey());
}

/** The session id a bearer token names, when its signature and expiry hold; null otherwise. */
export async function bearerSessionId(token: string): Promise<string | null> {
  const secret = getEnv().NEXTAUTH_SECRET;
  const known = verifiedToken(token, secret);
  if (known) return known;
  try {
    const { payload } = await jwtVerify(token, bearerKey(), { algorithms: ["HS256"] });
    if (!isSessionId(payload.sid) || typeof payload.exp !== "number") return null;
    rememberVerifiedToken(token, secret, payload.sid, payload.exp * 1000);
    return payload.sid;
  } catch {
    return null;
  }
}
