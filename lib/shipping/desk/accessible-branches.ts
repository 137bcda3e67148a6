import { ApiError } from "@/lib/errors/api-error";
import type { Claims } from "@/lib/auth/claims";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { getErpUser } from "@/lib/erp/resources/users";

/** The branches the signed-in user may ship from: the ERP user's accessible branches (spec 2 section 6). */
export async function listAccessibleBranches(
  conn: ErpConnection,
  claims: Claims,
): Promise<{ branches: string[]; homeBranch: string | null }> {
  if (!claims.erpUserName) throw new ApiError({ code: "forbidden", message: "ERP tools need an ERP user" });
  const user = await getErpUser(conn, claims.erpUserName);
  const branches = [...new Set(user.accessibleBranches.map((b) => b.branchId.toUpperCase()))];
  return { branches, homeBranch: user.homeBranch?.toUpperCase() ?? null };
}

/** Refuses a branch the user may not access (403), so the queue of another branch is never listed for them. */
export async function assertAccessibleBranch(conn: ErpConnection, claims: Claims, branch: string): Promise<void> {
  const { branches } = await listAccessibleBranches(conn, claims);
  if (!branches.includes(branch.toUpperCase())) {
    throw new ApiError({ code: "forbidden", message: `Branch ${branch} is not one of your branches.` });
  }
}
