import { jwtVerify, SignJWT } from "jose";
import { claimsSchema, type AuthContext } from "./claims";
import { getEnv } from "@/lib/env";
import { rememberVerifiedToken, verifiedToken } from "./verified-tokens";

function bearerKey() {
  return new TextEncoder().encode(`bearer:${getEnv().NEXTAUTH_SECRET}`);
}

/** A signed (not encrypted) JWT: API clients decode it, so it carries only the spec's claims and the session id. */
export async function signBearerToken(auth: AuthContext): Promise<string> {
  const env = getEnv();
  return new SignJWT({ ...auth.claims, sid: auth.sid })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(auth.claims.userId)
    .setIssuedAt()
    .setExpirationTime(`${env.SESSION_MAX_AGE_HOURS * 3600}s`)
    .sign(bearerKey());
}

export async function verifyBearerToken(token: string): Promise<AuthContext | null> {
  const secret = getEnv().NEXTAUTH_SECRET;
  const known = verifiedToken(token, secret);
  if (known) return known;
  try {
    const { payload } = await jwtVerify(token, bearerKey(), { algorithms: ["HS256"] });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return null;
    const auth = { claims: claims.data, sid: typeof payload.sid === "string" ? payload.sid : null };
    if (typeof payload.exp === "number") rememberVerifiedToken(token, secret, auth, payload.exp * 1000);
    return auth;
  } catch {
    return null;
  }
}
