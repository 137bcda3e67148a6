import type { Db } from "@/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { checkIntent, type CheckOutcome } from "@/lib/intents/check-intent";
import { findIntent } from "@/lib/intents/intent-rows";
import { surchargeRecovery, type ApplyParams } from "./apply-surcharge";
import { surchargeIntentKey } from "./intent-key";
import type { SurchargeResult } from "./schemas";

/**
 * Check Again on the surcharge link (`check=1`): settles a surcharge that may have been made by looking at the
 * order's lines, and never adds one. A link never applied answers 404.
 */
export async function checkSurcharge(db: Db, params: ApplyParams): Promise<CheckOutcome<SurchargeResult>> {
  const intent = await findIntent(db, { kind: "surcharge", key: surchargeIntentKey(params.target, params.order) });
  if (!intent) throw new ApiError({ code: "not_found", message: "No surcharge was started for this order." });
  return checkIntent(db, intent, "surcharge", surchargeRecovery(db, params));
}
