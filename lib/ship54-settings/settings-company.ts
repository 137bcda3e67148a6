import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, type Company } from "@/db/schema";
import { ApiError } from "@/lib/api/errors";
import type { Claims } from "@/lib/auth/claims";
import { ship54CompanyId } from "@/lib/ship54/company-scope";

export const COMPANY_ID_NOT_FOUND = "Company ID not found";
export const NEEDS_SHIP54_ADMIN = "You need Ship54 admin permissions to manage webhooks";
export const NEEDS_SHIP54_ADMIN_SETTINGS = "You need Ship54 admin permissions to change company settings";

/** Spec 3 section 6: the ship54 role list includes admin (a system admin may too). */
export function isShip54Admin(claims: Claims): boolean {
  return claims.userType === "admin" || Boolean(claims.roles.ship54?.includes("admin"));
}

/** The company whose Ship54 settings a request reads or writes (lib/ship54's scope rule), loaded. */
export async function resolveSettingsCompany(db: Db, claims: Claims, requested?: string | null): Promise<Company> {
  const id = ship54CompanyId(claims, requested);
  const company = await db.query.companies.findFirst({ where: eq(companies.id, id) });
  if (!company) throw new ApiError({ code: "not_found", message: COMPANY_ID_NOT_FOUND });
  return company;
}

export function requireShip54Admin(claims: Claims, message = NEEDS_SHIP54_ADMIN_SETTINGS) {
  if (!isShip54Admin(claims)) throw new ApiError({ code: "forbidden", message });
}

/** The company a settings request names in `?companyId=` (admins) or its caller's own. */
export async function requestSettingsCompany(db: Db, req: { nextUrl: URL }, claims: Claims): Promise<Company> {
  const companyId = req.nextUrl.searchParams.get("companyId");
  return resolveSettingsCompany(db, claims, companyId === null ? null : companyId.slice(0, 64));
}
