import type { Db } from "@/db/client";
import type { CompanyScope } from "@/lib/api/company-scope";
import type { AuthContext } from "@/lib/auth/claims";
import { getErpConnection } from "@/lib/erp/session";
import { requireProduct } from "@/lib/products/require-product";
import { assertAccessibleBranch } from "../desk/accessible-branches";

/**
 * Who may see and close out a branch's day: as on the rest of the desk, a user who has Ship54, with an ERP session,
 * and the branch one of theirs (403 otherwise), so one branch's clerk never closes out another's.
 */
export async function closeOutCaller(db: Db, auth: AuthContext, company: CompanyScope, branch: string) {
  await requireProduct(db, auth.claims, "ship54");
  const conn = await getErpConnection(db, auth);
  const [{ companyId }] = await Promise.all([company.resolve(), assertAccessibleBranch(conn, auth.claims, branch)]);
  return { companyId, userId: auth.claims.userId };
}
