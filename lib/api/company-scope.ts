import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { companies } from "@/db/schema";
import type { Claims } from "@/lib/auth/claims";
import { ApiError } from "../errors/api-error";

/** The company a request acts for. */
export type ActingCompany = { companyId: string; companyCode: string | null };

/**
 * Company scope (docs/architecture.md): a customer acts for their own company and naming another is refused; an administrator
 * has no company of their own and names the one a route lets them act for.
 */
export type CompanyScope = {
  /** The caller's own company; null for an administrator. */
  readonly own: ActingCompany | null;
  /** The company this request acts for, from the caller and the `companyId` it names (query or body), if any. */
  resolve(requested?: string | null): Promise<ActingCompany>;
};

const companyIdSchema = z.uuid({ message: "companyId must be a company id." });

export function companyScope(db: Db, claims: Claims | null): CompanyScope {
  const own = claims?.companyId ? { companyId: claims.companyId._id, companyCode: claims.companyCode } : null;
  return {
    own,
    async resolve(requested) {
      const wanted = requested?.trim() || undefined;
      if (claims?.userType !== "admin") {
        if (!own) throw new ApiError({ code: "forbidden", message: "Your account belongs to no company." });
        if (wanted && wanted.toLowerCase() !== own.companyId.toLowerCase()) {
          throw new ApiError({ code: "forbidden", message: "You cannot act for another company." });
        }
        return own;
      }
      if (!wanted)
        throw new ApiError({
          code: "bad_request",
          message: "Choose a company: administrators name the company they act for (companyId).",
        });
      const id = companyIdSchema.parse(wanted);
      const company = await db.query.companies.findFirst({
        where: eq(companies.id, id),
        columns: { id: true, companyCode: true },
      });
      if (!company) throw new ApiError({ code: "not_found", message: "Company not found." });
      return { companyId: company.id, companyCode: company.companyCode };
    },
  };
}
