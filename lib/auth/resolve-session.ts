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

// The session, its user and the user's company by primary keys: one indexed query per request. The row comes back
// as one JSON text: one value to decode instead of fifteen columns, each with its own type parser.
const SESSION_SQL = `select json_build_object(
  'expiresAt', s.expires_at, 'erpOrigin', s.erp_origin, 'erpToken', s.erp_token, 'erpExpiresAt', s.erp_expires_at,
  'user', json_build_object('id', u.id, 'email', u.email, 'userType', u.user_type, 'lastPort', u.last_port,
    'erpUserName', u.erp_user_name, 'products', u.products, 'roles', u.roles),
  'company', case when c.id is null then null else json_build_object('id', c.id, 'companyCode', c.company_code,
    'apiBaseUrl', c.api_base_url, 'apiPorts', c.api_ports) end
)::text as session
from sessions s join users u on u.id = s.user_id left join companies c on c.id = u.company_id
where s.id = $1 and s.revoked_at is null and s.expires_at > now()`;
// Named by its text, so a changed query (a reload in development) never meets an older statement of the same name.
const STATEMENT = `resolve_session_${createHash("sha256").update(SESSION_SQL).digest("hex").slice(0, 12)}`;

type Row = { session: string };
type Resolved = {
  expiresAt: string;
  erpOrigin: string | null;
  erpToken: EncryptedSecret | null;
  erpExpiresAt: string | null;
  user: ClaimsUser;
  company: ClaimsCompany | null;
};

type PgPool = { query(q: { name: string; text: string; values: unknown[] }): Promise<{ rows: Row[] }> };

function toAuth(sid: string, session: string): AuthContext {
  const r = JSON.parse(session) as Resolved;
  const erp = r.erpOrigin && r.erpToken && r.erpExpiresAt ? { origin: r.erpOrigin, token: r.erpToken, expiresAt: new Date(r.erpExpiresAt) } : null;
  return { claims: buildClaims(r.user, r.company), sid, expiresAt: new Date(r.expiresAt), erp };
}

/**
 * The caller behind a session id, as the database has it now: one indexed query (three primary-key lookups) per
 * request, planned once per connection (node-postgres names it; on PGlite, `runPreparedPglite`). Null when the
 * session was never made, has ended (sign-out, password change, expiry) or its user is gone.
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
