import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, type Intent } from "@/db/schema";
import { RecoveryImpossibleError } from "@/lib/intents/errors";
import type { RequestFacts } from "./write-surcharge-log";
import { surchargeRecovery } from "./apply-surcharge";
import { loadSurchargeTarget } from "./load-surcharge-target";
import { surchargeAccess } from "./surcharge-access";

/**
 * Check Again from anywhere but the link itself (an administrator's list): the company's stored API user looks at
 * the order. A company that applies surcharges through its users' own sessions is checked from the link.
 */
export function surchargeRecoveryFromIntent(db: Db, facts: RequestFacts) {
  return async (intent: Intent) => {
    const company = await db.query.companies.findFirst({
      where: eq(companies.id, intent.companyId ?? ""),
      columns: { companyCode: true },
    });
    const { order, port } = intent.request as { order: string; port: number };
    const target = await loadSurchargeTarget(db, { companyCode: company?.companyCode ?? "", port, order });
    if (target.authMethod !== "apiUser") {
      throw new RecoveryImpossibleError({
        code: "conflict",
        message:
          "This surcharge is checked from its link: open the link as a user of the company and press Check Again.",
      });
    }
    const access = await surchargeAccess(db, async () => null, target);
    return surchargeRecovery(db, { target, order, access, facts })();
  };
}
