import { ApiError } from "@/lib/errors/api-error";
import type { Claims } from "@/lib/auth/claims";
import { isShip54Admin, NEEDS_SHIP54_ADMIN } from "@/lib/shipping/settings/settings-company";

/**
 * CLARIFICATIONS 29 and the top section: a system admin, or a user of that same company; creating and deleting
 * also need `roles.ship54` to include admin. Anyone else: 403 with the spec's message.
 */
export function requireWebhookAccess(claims: Claims, companyId: string, opts: { manage: boolean }) {
  if (claims.userType === "admin") return;
  const sameCompany = claims.companyId?._id?.toLowerCase() === companyId.toLowerCase();
  if (!sameCompany || (opts.manage && !isShip54Admin(claims)))
    throw new ApiError({ code: "forbidden", message: NEEDS_SHIP54_ADMIN });
}
