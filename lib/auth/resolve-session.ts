import "server-only";
import { createHash } from "node:crypto";
import type { Db } from "@/db/client";
import { runPreparedPglite, type PgliteClient } from "@/db/pglite-prepared";
import type { EncryptedSecret } from "@/db/schema";
import { buildClaims, type ClaimsCompany, type ClaimsUser } from "./build-claims";
import type { AuthContext } from "./claims";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A session id is a UUID; anything else is refused before it reaches the database (no cast error, no 500). */
export function isSessionId(sid: unknown): sid is string {
  return typeof sid === "string" && UUID.test(sid);
}

// The session row by its primary key: one indexed lookup per request. Its user and their company come as the
// row's `caller`, which the database keeps current (migration 0007's triggers rewrite it with any change to the user
// or company, in the same transaction); reading them through joins cost twice as much in PGlite's WebAssembly. The
// row comes back as one JSON text: one value to decode instead of nine columns, each with its own type parser.
const SESSION_SQL = `select json_build_object('expiresAt', s.expires_at, 'erpOrigin', s.erp_origin, 'erpToken', s.erp_token,
  'erpExpiresAt', s.erp_expires_at, 'caller', s.caller)::text as session
from sessions s where s.id = $1 and s.revoked_at is null and s.expires_at > now()`;
// Named by its text, so a changed query (a reload in development) never meets an older statement of the same name.
const STATEMENT = `resolve_session_${createHash("sha256").update(SESSION_SQL).digest("hex").slice(0, 12)}`;

type Row = { session: string };
type Resolved = {
  expiresAt: string;
  erpOrigin: string | null;
  erpToken: EncryptedSecret | null;
  erpExpiresAt: string | null;
  caller: { user: ClaimsUser; company: ClaimsCompany | null } | null;
};

type PgPool = { query(q: { name: string; text: string; values: unknown[] }): Promise<{ rows: Row[] }> };

function toAuth(sid: string, session: string): AuthContext | null {
  const r = JSON.parse(session) as Resolved;
  // Never null while the triggers stand; if it were, nobody is signed in rather than somebody unknown.
  if (!r.caller) return null;
  const erp = r.erpOrigin && r.erpToken && r.erpExpiresAt ? { origin: r.erpOrigin, token: r.erpToken, expiresAt: new Date(r.erpExpiresAt) } : null;
  return { claims: buildClaims(r.caller.user, r.caller.company), sid, expiresAt: new Date(r.expiresAt), erp };
}

/**
 * The caller behind a session id, as the database has it now: one primary-key lookup per request, planned once
 * per connection (node-postgres names it; on PGlite, `runPreparedPglite`). Null when the session was never made,
 * has ended (sign-out, password change, expiry) or its user is gone.
 */
export async function resolveSession(db: Db, sid: unknown): Promise<AuthContext | null> {
  if (!isSessionId(sid)) return null;
  const client = (db as unknown as { $client: PgPool | PgliteClient }).$client;
  const session =
    "exec" in client
      ? await runPreparedPglite(client, STATEMENT, SESSION_SQL, [sid])
      : (await client.query({ name: STATEMENT, text: SESSION_SQL, values: [sid] })).rows[0]?.session;
  return session ? toAuth(sid, session) : null;
}
