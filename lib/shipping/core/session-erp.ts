import type { Db } from "@/db/client";
import { resolveSession } from "@/lib/auth/resolve-session";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { getErpConnection } from "@/lib/erp/session";
import { ApiError } from "@/lib/errors/api-error";

/**
 * The ERP as the user whose session asked reaches it, for work the server finishes after the request (a shipment's
 * workflow, a refund settled later): it outlives the tab, not a sign-out. Opened once, on first use.
 */
export function erpOfSession(db: Db, sessionId: string | null, ended: string): () => Promise<ErpConnection> {
  let conn: Promise<ErpConnection> | null = null;
  return () =>
    (conn ??= (async () => {
      const auth = sessionId ? await resolveSession(db, sessionId) : null;
      if (!auth) throw new ApiError({ code: "unauthorized", message: ended });
      return getErpConnection(db, auth);
    })().catch((err: unknown) => {
      conn = null;
      throw err;
    }));
}
