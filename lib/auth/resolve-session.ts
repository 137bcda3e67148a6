import "server-only";
import { createHash } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { sessions, type EncryptedSecret } from "@/db/schema";
import { buildClaims, type ClaimsCompany, type ClaimsUser } from "./build-claims";
import type { AuthContext } from "./claims";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A session id is a UUID; anything else is refused before it reaches the database (no cast error, no 500). */
export function isSessionId(sid: unknown): sid is string {
  return typeof sid === "string" && UUID.test(sid);
}

// The session row by its primary key: one indexed lookup per request. Its user and their company come as the
// row's `caller`, which the database keeps current (migration 0007's triggers rewrite it with any change to the user
// or company, in the same transaction); reading them through joins cost twice as much. The row comes back as one
// JSON text: one value to decode instead of nine columns, each with its own type parser.
function sessionQuery(db: Db) {
  const { id, revokedAt, expiresAt, erpOrigin, erpToken, erpExpiresAt, caller } = sessions;
  const session = sql<string>`json_build_object('expiresAt', ${expiresAt}, 'erpOrigin', ${erpOrigin}, 'erpToken', ${erpToken},
    'erpExpiresAt', ${erpExpiresAt}, 'caller', ${caller})::text`;
  const query = db
    .select({ session })
    .from(sessions)
    .where(and(eq(id, sql.placeholder("sid")), isNull(revokedAt), gt(expiresAt, sql`now()`)));
  // Named by its text, so a changed query (a reload in development, the pool kept) never meets an older statement
  // of the same name on a connection: node-postgres refuses a name it knows with another text.
  return query.prepare(`resolve_session_${createHash("sha256").update(query.toSQL().sql).digest("hex").slice(0, 12)}`);
}

// Built once per database (and per transaction that reads a session): drizzle then only fills in the id.
const prepared = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

type Resolved = {
  expiresAt: string;
  erpOrigin: string | null;
  erpToken: EncryptedSecret | null;
  erpExpiresAt: string | null;
  caller: { user: ClaimsUser; company: ClaimsCompany | null } | null;
};

function toAuth(sid: string, session: string): AuthContext | null {
  const r = JSON.parse(session) as Resolved;
  // Never null while the triggers stand; if it were, nobody is signed in rather than somebody unknown.
  if (!r.caller) return null;
  const erp =
    r.erpOrigin && r.erpToken && r.erpExpiresAt
      ? { origin: r.erpOrigin, token: r.erpToken, expiresAt: new Date(r.erpExpiresAt) }
      : null;
  return { claims: buildClaims(r.caller.user, r.caller.company), sid, expiresAt: new Date(r.expiresAt), erp };
}

/**
 * The caller behind a session id, as the database has it now: one primary-key lookup per request, a drizzle
 * prepared statement (node-postgres names it, so each connection plans it once). Null when the session was never
 * made, has ended (sign-out, password change, expiry) or its user is gone.
 */
export async function resolveSession(db: Db, sid: unknown): Promise<AuthContext | null> {
  if (!isSessionId(sid)) return null;
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = sessionQuery(db)));
  const [row] = await query.execute({ sid });
  return row ? toAuth(sid, row.session) : null;
}
