import "server-only";
import type { NextRequest } from "next/server";
import type { Db } from "@/db/client";
import { bearerSessionId } from "@/lib/auth/bearer-token";
import type { AuthContext } from "@/lib/auth/claims";
import { resolveSession } from "@/lib/auth/resolve-session";
import { cookieSessionId } from "@/lib/auth/session-cookie";

/** The session an API request names: a Bearer token from POST /api/auth/login, or else the next-auth cookie. */
function requestSessionId(req: NextRequest): Promise<string | null> {
  const authorization = req.headers.get("authorization");
  if (authorization?.startsWith("Bearer ")) return bearerSessionId(authorization.slice(7).trim());
  return cookieSessionId(req.cookies);
}

/** The caller of an API request, read fresh from the database (one query); null when signed out or ended. */
export async function requestAuth(req: NextRequest, db: Db): Promise<AuthContext | null> {
  const sid = await requestSessionId(req);
  return sid ? resolveSession(db, sid) : null;
}
