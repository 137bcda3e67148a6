import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { companies } from "@/db/schema";
import { ApiError } from "@/lib/api/errors";
import type { Claims } from "@/lib/auth/claims";

/** The company whose folder a request works in. */
export type StorageScope = { companyId: string; companyCode: string | null };

const companyIdSchema = z.uuid({ message: "companyId must be a company id." });

/**
 * A customer works in their own company's folder; naming another company is refused. An admin has no company
 * of their own (DESIGN: an admin may name one), so an admin must name an existing company.
 */
export async function resolveStorageScope(db: Db, claims: Claims, requested?: string | null): Promise<StorageScope> {
  const wanted = requested?.trim() || undefined;
  if (claims.userType !== "admin") {
    const own = claims.companyId?._id;
    if (!own) throw new ApiError({ code: "forbidden", message: "Your account has no company, so it has no files." });
    if (wanted && wanted.toLowerCase() !== own.toLowerCase()) {
      throw new ApiError({ code: "forbidden", message: "You cannot access another company's files." });
    }
    return { companyId: own, companyCode: claims.companyCode };
  }
  if (!wanted) throw new ApiError({ code: "bad_request", message: "Choose a company: administrators name the company whose files they open (companyId)." });
  const id = companyIdSchema.parse(wanted);
  const company = await db.query.companies.findFirst({ where: eq(companies.id, id), columns: { id: true, companyCode: true } });
  if (!company) throw new ApiError({ code: "not_found", message: "Company not found." });
  return { companyId: company.id, companyCode: company.companyCode };
}
