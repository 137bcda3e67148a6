import type { Db } from "@/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { writeLog } from "@/lib/logs/write-log";
import { countRequest } from "@/lib/rate-limit/count-request";
import type { SurchargeTarget } from "./load-surcharge-target";
import { surchargeLinkLimits } from "@/lib/companies/surcharge-link-limits";
import { HOURLY_CAP_REACHED } from "./messages";
import type { RequestFacts } from "./write-surcharge-log";

const HOUR_SECONDS = 3600;

function capMessage(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `This company's card payment links have reached their hourly limit. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/**
 * Counts one new surcharge of the company against its hourly cap (CLARIFICATIONS 50), or refuses it with 429 and
 * Retry-After. The count is the rate limits' one upsert per company (lib/rate-limit), in windows of an hour from
 * the first surcharge, so parallel links and several instances never apply more than the cap in a window. Refused
 * links are counted too, so exactly one of them is the first past the cap (cap + 1): it alone writes the log entry,
 * and a flood of links cannot flood the logs.
 */
export async function enforceHourlyCap(db: Db, p: { target: SurchargeTarget; order: string; facts: RequestFacts }) {
  const { target, order, facts } = p;
  const { company, port } = target;
  const { hourlyCap } = surchargeLinkLimits(company.surcharge);
  const rule = { name: "surcharge-hourly-cap", limit: hourlyCap, windowSeconds: HOUR_SECONDS };
  const { allowed, hits, retryAfterSeconds } = await countRequest(db, rule, company.id);
  if (allowed) return;
  if (hits === hourlyCap + 1) {
    await writeLog(db, {
      type: "surcharge",
      userId: null,
      userEmail: null,
      companyId: company.id,
      companyCode: company.companyCode,
      message: HOURLY_CAP_REACHED,
      meta: { ip: facts.ip, userAgent: facts.userAgent, method: target.authMethod, order, port, hourlyCap },
    });
  }
  throw new ApiError({
    code: "too_many_requests",
    message: capMessage(retryAfterSeconds),
    headers: { "Retry-After": String(retryAfterSeconds) },
  });
}
