import "server-only";
import type { NextRequest } from "next/server";
import { getDb, type Db } from "@/db/client";
import { bearerSessionId } from "./bearer-token";
import type { AuthContext } from "./claims";
import { resolveSession } from "./resolve-session";
import { cookieSessionId } from "./session-cookie";

/** The session an API request names: a Bearer token from POST /api/auth/login, or else the next-auth cookie. */
export async function requestSessionId(req: NextRequest): Promise<string | null> {
  const authorization = req.headers.get("authorization");
  if (authorization?.startsWith("Bearer ")) return bearerSessionId(authorization.slice(7).trim());
  return cookieSessionId(req.cookies);
}

/** The caller of an API request, read fresh from the database (one query); null when signed out or ended. */
export async function getAuth(req: NextRequest, db?: Db): Promise<AuthContext | null> {
  const sid = await requestSessionId(req);
  if (!sid) return null;
  return resolveSession(db ?? (await getDb()), sid);
}
