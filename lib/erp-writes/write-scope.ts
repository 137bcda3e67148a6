import type { Db } from "@/db/client";
import type { CompanyScope } from "@/lib/api/company-scope";
import type { AuthContext } from "@/lib/auth/claims";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { getErpConnection } from "@/lib/erp/session";

/** Who writes and where: the caller's company, their ERP connection, and the database holding the intents. */
export type WriteScope = { db: Db; conn: ErpConnection; companyId: string | null };

/** From a handler's arguments: ERP tools act for the caller's own company (an admin has no ERP and gets 403). */
export async function writeScope(args: { db: Db; auth: AuthContext; company: CompanyScope }): Promise<WriteScope> {
  const conn = await getErpConnection(args.db, args.auth);
  return { db: args.db, conn, companyId: args.company.own?.companyId ?? null };
}
