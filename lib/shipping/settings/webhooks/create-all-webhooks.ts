import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies } from "@/db/schema";
import { logger } from "@/lib/logger";
import { createCompanyWebhook } from "./create-company-webhook";

/** CLARIFICATIONS 29: every company with a valid token and no active webhook, one after another. */
export async function createAllWebhooks(db: Db, baseUrl: string) {
  const candidates = await db.query.companies.findMany({ where: eq(companies.hasValidToken, true) });
  const results: { companyId: string; companyName: string; success: boolean; error?: string }[] = [];
  for (const company of candidates) {
    if (company.ship54Settings.shippo?.webhook?.isActive) continue;
    try {
      await createCompanyWebhook(db, { company, baseUrl });
      results.push({ companyId: company.id, companyName: company.name, success: true });
    } catch (err) {
      logger.warn(
        { companyId: company.id, err: err instanceof Error ? err.message : String(err) },
        "webhook create-all: one company failed",
      );
      results.push({
        companyId: company.id,
        companyName: company.name,
        success: false,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  }
  return results;
}
