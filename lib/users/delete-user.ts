import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, users } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { getUserOrThrow } from "./get-user-or-throw";

/**
 * Delete a user. Their ERP sessions go with them (cascade); logs and sent invites stay as history. An admin cannot
 * delete their own account, so the portal always keeps the one doing the deleting.
 */
export async function deleteUser(db: Db, params: { id: string; callerId: string }) {
  if (params.id === params.callerId)
    throw new ApiError({ code: "conflict", message: "You cannot delete your own account." });
  const user = await getUserOrThrow(db, params.id);
  await db.delete(users).where(eq(users.id, user.id));
  const company = user.companyId
    ? ((await db.query.companies.findFirst({ where: eq(companies.id, user.companyId) })) ?? null)
    : null;
  return { user, company };
}
