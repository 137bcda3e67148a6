import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, type Company } from "@/db/schema";
import type { CompanyScope } from "@/lib/api/company-scope";
import { ApiError } from "@/lib/errors/api-error";
import type { Claims } from "@/lib/auth/claims";

export const COMPANY_ID_NOT_FOUND = "Company ID not found";
export const NEEDS_SHIP54_ADMIN = "You need Ship54 admin permissions to manage webhooks";
export const NEEDS_SHIP54_ADMIN_SETTINGS = "You need Ship54 admin permissions to change company settings";

/** Spec 3 section 6: the ship54 role list includes admin (a system admin may too). */
export function isShip54Admin(claims: Claims): boolean {
  return claims.userType === "admin" || Boolean(claims.roles.ship54?.includes("admin"));
}

/**
 * The company whose Ship54 settings a request reads or writes, loaded: the wrapper's company scope (a customer's own;
 * the one an administrator names in `?companyId=`).
 */
export async function resolveSettingsCompany(db: Db, scope: CompanyScope, requested?: string | null): Promise<Company> {
  const { companyId } = await scope.resolve(requested?.slice(0, 64) ?? null);
  const company = await db.query.companies.findFirst({ where: eq(companies.id, companyId) });
  if (!company) throw new ApiError({ code: "not_found", message: COMPANY_ID_NOT_FOUND });
  return company;
}

export function requireShip54Admin(claims: Claims, message = NEEDS_SHIP54_ADMIN_SETTINGS) {
  if (!isShip54Admin(claims)) throw new ApiError({ code: "forbidden", message });
}
