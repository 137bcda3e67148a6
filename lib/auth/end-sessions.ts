import "server-only";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import { sessions } from "@/db/schema";
import { isSessionId } from "./resolve-session";

/** Sign-out: this session only (CLARIFICATIONS 47). The row stays, revoked, as a record of it. */
export async function endSession(db: Db, sid: string): Promise<void> {
  if (!isSessionId(sid)) return;
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sid), isNull(sessions.revokedAt)));
}

/**
 * After a password change: every other session of that user ends; `keep` (the one that made the change) stays.
 * Without `keep`, every session of the user ends (a new type, company or ERP user name).
 */
export async function endOtherSessions(db: Db, opts: { userId: string; keep?: string }): Promise<void> {
  const others = opts.keep ? ne(sessions.id, opts.keep) : undefined;
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, opts.userId), isNull(sessions.revokedAt), others));
}
