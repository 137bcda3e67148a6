import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { erpSessions } from "@/db/schema";
import { ApiError } from "@/lib/api/errors";
import type { AuthContext } from "@/lib/auth/claims";
import { decryptSecret, encryptSecret } from "@/lib/crypto/secret-box";
import { getEnv } from "@/lib/env";
import { ERP_MESSAGES, erpFetch, type ErpConnection } from "./erp-fetch";
import { cachedSession, forgetSession, rememberSession } from "./connection-cache";
import { erpOrigin } from "./environments";

const sessionAnswerSchema = z.object({ sessionToken: z.string().min(1), expiresIn: z.number().optional() });

/** POST /Sessions: the customer's password is checked by the ERP and never stored by us. */
export async function openErpSession(opts: { apiBaseUrl: string; port: number; username: string; password: string }) {
  const answer = await erpFetch(
    { origin: erpOrigin(opts.apiBaseUrl, opts.port) },
    { method: "POST", path: "/Sessions", body: { username: opts.username, password: opts.password } },
  );
  const parsed = sessionAnswerSchema.parse(answer);
  // Some ERP servers hand the token out URL-encoded; it is sent back decoded (CLARIFICATIONS 4).
  return { sessionToken: decodeURIComponent(parsed.sessionToken), expiresIn: parsed.expiresIn };
}

export async function storeErpSession(db: Db, opts: { userId: string; port: number; sessionToken: string; expiresIn?: number }) {
  const maxAgeSeconds = getEnv().SESSION_MAX_AGE_HOURS * 3600;
  const ttl = Math.min(opts.expiresIn ?? maxAgeSeconds, maxAgeSeconds);
  const [row] = await db
    .insert(erpSessions)
    .values({
      userId: opts.userId,
      port: opts.port,
      token: encryptSecret(opts.sessionToken),
      expiresAt: new Date(Date.now() + ttl * 1000),
    })
    .returning({ id: erpSessions.id });
  return row.id;
}

export async function revokeErpSession(db: Db, sid: string) {
  forgetSession(sid);
  await db.update(erpSessions).set({ revokedAt: new Date() }).where(eq(erpSessions.id, sid));
}

/** The ERP connection of a signed-in user, or the error the spec asks for when there is none. */
export async function getErpConnection(db: Db, auth: AuthContext): Promise<ErpConnection> {
  const { claims, sid } = auth;
  if (claims.userType === "admin" || !claims.apiBaseUrl) {
    throw new ApiError({ code: "forbidden", message: "ERP tools need an ERP user" });
  }
  if (!sid) throw new ApiError({ code: "unauthorized", message: "No session token available. Please log in." });
  const cached = cachedSession(sid, claims.userId);
  if (cached) return { origin: erpOrigin(claims.apiBaseUrl, cached.port), sessionToken: cached.sessionToken };
  const row = await db.query.erpSessions.findFirst({
    where: and(eq(erpSessions.id, sid), eq(erpSessions.userId, claims.userId), isNull(erpSessions.revokedAt)),
  });
  if (!row || row.expiresAt.getTime() <= Date.now()) {
    throw new ApiError({ code: "unauthorized", message: ERP_MESSAGES.expired });
  }
  const session = { userId: row.userId, port: row.port, sessionToken: decryptSecret(row.token), expiresAt: row.expiresAt.getTime() };
  rememberSession(sid, session);
  return { origin: erpOrigin(claims.apiBaseUrl, session.port), sessionToken: session.sessionToken };
}
