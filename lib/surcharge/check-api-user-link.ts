import type { Db } from "@/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { getSalesOrder } from "@/lib/erp/resources/sales-orders";
import { findIntent } from "@/lib/intents/intent-rows";
import { enforceHourlyCap } from "./enforce-hourly-cap";
import { surchargeIntentKey } from "./intent-key";
import { surchargeLinkLimits, termsCodeEligible } from "@/lib/companies/surcharge-link-limits";
import type { SurchargeTarget } from "./load-surcharge-target";
import { NOT_FOR_CARD_PAYMENT } from "./messages";
import type { SurchargeAccess } from "./surcharge-access";
import { findSurchargeLine, firstGeneration, surchargeAmount } from "./surcharge-line";
import type { RequestFacts } from "./write-surcharge-log";

type LinkParams = { target: SurchargeTarget; order: string; access: SurchargeAccess; facts: RequestFacts };

async function readFirstGeneration(access: SurchargeAccess, order: string) {
  try {
    return firstGeneration(await access.connect((conn) => getSalesOrder(conn, order)));
  } catch (err) {
    // CLARIFICATIONS 21: the surcharge answers 502 for any ERP failure, a time-out included, as applySurcharge does.
    if (err instanceof ApiError && err.code === "gateway_timeout")
      throw new ApiError({ code: "bad_gateway", message: err.message });
    throw err;
  }
}

/**
 * What an apiUser link must pass before the surcharge is applied (CLARIFICATIONS 50): the order's terms code on the
 * company's list (an empty list lets every order through), then the hourly cap. Only a surcharge that would be new
 * is checked: one the ledger already answers (done) or must settle by recovery (in flight) goes on to
 * `applySurcharge` untouched, without reaching the ERP here. A signed-in user's link (loggedInUser) is not limited.
 */
export async function checkApiUserLink(db: Db, p: LinkParams): Promise<void> {
  const { target, order, access } = p;
  if (target.authMethod !== "apiUser") return;
  const intent = await findIntent(db, { kind: "surcharge", key: surchargeIntentKey(target, order) });
  if (intent?.state === "done" || intent?.inFlight) return;
  const gen = await readFirstGeneration(access, order);
  // Nothing to surcharge: applySurcharge answers why, and posts nothing.
  if (!gen || surchargeAmount(gen) === null) return;
  if (!termsCodeEligible(gen.termsCode, surchargeLinkLimits(target.company.surcharge).eligibleTermsCodes)) {
    throw new ApiError({ code: "bad_request", message: NOT_FOR_CARD_PAYMENT });
  }
  // A line already on the order is answered, not added; a freed intent's order was counted when it was first tried.
  if (intent || findSurchargeLine(gen, target.productId)) return;
  await enforceHourlyCap(db, p);
}
