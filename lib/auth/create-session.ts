import "server-only";
import type { Db } from "@/db/client";
import { sessions } from "@/db/schema";
import { encryptSecret } from "@/lib/crypto/secret-box";
import { getEnv } from "@/lib/env";

export type NewErpSession = { origin: string; sessionToken: string; expiresIn?: number };

/**
 * Record a sign-in. Its lifetime is fixed here, from SESSION_MAX_AGE_HOURS, and nothing ever moves it
 * (CLARIFICATIONS 47). A customer's ERP token is kept encrypted beside it; its own expiry is never later.
 */
export async function createSession(
  db: Db,
  opts: { userId: string; erp?: NewErpSession },
): Promise<{ id: string; expiresAt: Date }> {
  const now = Date.now();
  const expiresAt = new Date(now + getEnv().SESSION_MAX_AGE_HOURS * 3_600_000);
  const erp = opts.erp;
  const erpExpiresAt = erp
    ? new Date(Math.min(expiresAt.getTime(), erp.expiresIn === undefined ? Infinity : now + erp.expiresIn * 1000))
    : null;
  const [row] = await db
    .insert(sessions)
    .values({
      userId: opts.userId,
      expiresAt,
      erpOrigin: erp?.origin ?? null,
      erpToken: erp ? encryptSecret(erp.sessionToken) : null,
      erpExpiresAt,
    })
    .returning({ id: sessions.id });
  return { id: row.id, expiresAt };
}
