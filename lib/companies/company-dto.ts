import type { Company, EncryptedSecret } from "@/db/schema";
import { surchargeLinkLimits } from "@/lib/companies/surcharge-link-limits";

/** Stored credentials are never sent back: only the user name and whether a password is stored. */
function apiUserView(apiUser: { username: string; password?: EncryptedSecret } | undefined) {
  return apiUser ? { username: apiUser.username, hasPassword: Boolean(apiUser.password) } : null;
}

/** A company as the admin API and screen know it (spec 3 section 3), without secrets or Ship54 settings. */
export function toCompanyDto(c: Company) {
  return {
    _id: c.id,
    name: c.name,
    companyCode: c.companyCode,
    apiBaseUrl: c.apiBaseUrl,
    addressLine1: c.addressLine1,
    addressLine2: c.addressLine2,
    city: c.city,
    state: c.state,
    postalCode: c.postalCode,
    phone: c.phone,
    apiPorts: c.apiPorts,
    products: c.products,
    surcharge: {
      authMethod: c.surcharge?.authMethod ?? "loggedInUser",
      apiUser: apiUserView(c.surcharge?.apiUser),
      productsByPort: c.surcharge?.productsByPort ?? {},
      ...surchargeLinkLimits(c.surcharge),
    },
    ship54Tracking: {
      authMethod: c.ship54Tracking?.authMethod ?? "disabled",
      apiUser: apiUserView(c.ship54Tracking?.apiUser),
    },
    hasValidToken: c.hasValidToken,
  };
}
export type CompanyDto = ReturnType<typeof toCompanyDto>;
