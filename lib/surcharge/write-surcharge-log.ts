import type { Db } from "@/db/client";
import type { RequestFacts as Facts } from "@/lib/api/request-facts";
import { writeLog } from "@/lib/logs/write-log";
import type { SurchargeTarget } from "./load-surcharge-target";
import type { SurchargeResult } from "./schemas";
import type { SurchargeActor } from "./surcharge-access";

/** Where the request came from, for the log's Meta Info. */
export type RequestFacts = Pick<Facts, "ip" | "userAgent">;

/** CLARIFICATIONS 20: one `surcharge` entry per application, with the order, amount, port and auth method. */
export async function writeSurchargeLog(
  db: Db,
  p: {
    target: SurchargeTarget;
    order: string;
    actor: SurchargeActor;
    facts: RequestFacts;
    result: SurchargeResult;
    how: "applied" | "recovered";
  },
) {
  const { target, order, actor, facts, result, how } = p;
  await writeLog(db, {
    type: "surcharge",
    userId: actor.userId,
    userEmail: actor.userEmail,
    companyId: target.company.id,
    companyCode: target.company.companyCode,
    message: `Surcharge $${result.amount.toFixed(2)} ${how === "applied" ? "applied to" : "found on"} order ${result.order} (port ${target.port})`,
    meta: {
      ip: facts.ip,
      userAgent: facts.userAgent,
      method: target.authMethod,
      order,
      amount: result.amount,
      port: target.port,
      productId: target.productId,
      ...(how === "recovered" ? { recovered: true } : {}),
    },
  });
}
