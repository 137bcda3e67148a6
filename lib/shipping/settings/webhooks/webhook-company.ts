import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { companies, type Company } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import type { Claims } from "@/lib/auth/claims";
import { COMPANY_ID_NOT_FOUND } from "@/lib/shipping/settings/settings-company";
import { requireWebhookAccess } from "./webhook-access";

/** The company of a webhook route, after the access rule (403 before 404, so ids of others are not probed). */
export async function webhookCompany(
  db: Db,
  claims: Claims,
  companyId: string,
  opts: { manage: boolean },
): Promise<Company> {
  if (!z.uuid().safeParse(companyId).success)
    throw new ApiError({ code: "bad_request", message: COMPANY_ID_NOT_FOUND });
  requireWebhookAccess(claims, companyId, opts);
  const company = await db.query.companies.findFirst({ where: eq(companies.id, companyId) });
  if (!company) throw new ApiError({ code: "not_found", message: COMPANY_ID_NOT_FOUND });
  return company;
}
