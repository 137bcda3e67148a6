import type { Company, User } from "@/db/schema";
import type { Claims } from "./claims";

export type ClaimsUser = Pick<User, "id" | "email" | "userType" | "lastPort" | "erpUserName" | "products" | "roles">;
export type ClaimsCompany = Pick<Company, "id" | "companyCode" | "apiBaseUrl" | "apiPorts">;

/** The spec's claims (CLARIFICATIONS 3) from the user and company rows as they are now. */
export function buildClaims(user: ClaimsUser, company: ClaimsCompany | null): Claims {
  return {
    userId: user.id,
    email: user.email,
    userType: user.userType,
    lastPort: user.lastPort,
    erpUserName: user.erpUserName ? user.erpUserName.toUpperCase() : null,
    companyCode: company?.companyCode ?? null,
    apiBaseUrl: company?.apiBaseUrl ?? null,
    companyId: company ? { _id: company.id, apiPorts: company.apiPorts } : null,
    products: user.products,
    roles: user.roles,
  };
}
