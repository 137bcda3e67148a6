import type { Db } from "@/db/client";
import type { CompanyScope } from "@/lib/api/company-scope";
import type { AuthContext } from "@/lib/auth/claims";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { getErpConnection } from "@/lib/erp/session";
import { requireProduct } from "@/lib/products/require-product";

export type BatchCaller = {
  companyId: string;
  userId: string;
  sessionId: string;
  conn: ErpConnection;
};

/**
 * Who may ship a batch: as on the rest of the desk, a user who has Ship54, of the company, with an ERP session (an
 * admin or a user without one answers the desk's 403/401); every batch read and written is of that company. Asked
 * before the request is read, so a user without Ship54 learns that first.
 */
export async function batchCaller(db: Db, auth: AuthContext, company: CompanyScope): Promise<BatchCaller> {
  await requireProduct(db, auth.claims, "ship54");
  const conn = await getErpConnection(db, auth);
  const { companyId } = await company.resolve();
  return { companyId, userId: auth.claims.userId, sessionId: auth.sid, conn };
}
