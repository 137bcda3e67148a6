import { count, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, users } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from "@/db/pg-error-code";
import { getCompanyOrThrow } from "./save-company";

/**
 * Delete a company that no user belongs to any more: a company with users is refused (409), so no user is left
 * without one. Its logs stay as history.
 */
export async function deleteCompany(db: Db, params: { id: string }) {
  const company = await getCompanyOrThrow(db, params.id);
  const [{ users: userCount }] = await db.select({ users: count() }).from(users).where(eq(users.companyId, company.id));
  if (userCount > 0) {
    throw new ApiError({
      code: "conflict",
      message: `${company.name} still has ${userCount} user${userCount === 1 ? "" : "s"}. Move or delete them before deleting the company.`,
    });
  }
  try {
    await db.delete(companies).where(eq(companies.id, company.id));
  } catch (err) {
    // A user added between the count and the delete (the foreign key refuses it).
    if (pgErrorCode(err) === FOREIGN_KEY_VIOLATION) {
      throw new ApiError({
        code: "conflict",
        message: `${company.name} still has users. Move or delete them before deleting the company.`,
      });
    }
    throw err;
  }
  return company;
}
