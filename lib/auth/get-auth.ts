import type { NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { getEnv } from "@/lib/env";
import { verifyBearerToken } from "./bearer-token";
import { claimsSchema, type AuthContext } from "./claims";

/** The caller of an API request: a Bearer token from POST /api/auth/login, or the next-auth session cookie. */
export async function getAuth(req: NextRequest): Promise<AuthContext | null> {
  const authorization = req.headers.get("authorization");
  if (authorization?.startsWith("Bearer ")) return verifyBearerToken(authorization.slice(7).trim());
  const token = await getToken({ req, secret: getEnv().NEXTAUTH_SECRET });
  const claims = claimsSchema.safeParse(token?.claims);
  if (!claims.success) return null;
  return { claims: claims.data, sid: typeof token?.sid === "string" ? token.sid : null };
}
