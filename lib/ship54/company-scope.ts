import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import type { Claims } from "@/lib/auth/claims";

const companyIdSchema = z.uuid({ message: "companyId must be a company id." });

/**
 * @deprecated Route handlers get the same rule from the wrapper: `(await company.resolve(requested)).companyId`
 * (lib/api/company-scope.ts). Kept until the Ship54 settings work moves onto it.
 *
 * The company a Ship54 call works on: a customer's own (naming another is refused); an admin has none and names
 * one (docs/architecture.md: company data is scoped to the caller's company; an admin may name a company).
 */
export function ship54CompanyId(claims: Claims, requested?: string | null): string {
  const wanted = requested?.trim() || undefined;
  if (claims.userType === "admin") {
    if (!wanted) throw new ApiError({ code: "bad_request", message: "Choose a company: administrators name the company (companyId)." });
    return companyIdSchema.parse(wanted);
  }
  const own = claims.companyId?._id;
  if (!own) throw new ApiError({ code: "forbidden", message: "Your account has no company." });
  if (wanted && wanted.toLowerCase() !== own.toLowerCase()) {
    throw new ApiError({ code: "forbidden", message: "You cannot open another company's Ship54 settings." });
  }
  return own;
}
