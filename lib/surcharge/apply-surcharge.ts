import type { Db } from "@/db/client";
import { ApiError } from "@/lib/errors/api-error";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { addLineItems, getSalesOrder } from "@/lib/erp/resources/sales-orders";
import { runOnce } from "@/lib/intents/run-once";
import { surchargeIntentKey } from "./intent-key";
import type { SurchargeTarget } from "./load-surcharge-target";
import type { SurchargeResult } from "./schemas";
import type { SurchargeAccess } from "./surcharge-access";
import { firstGeneration, resultFromExistingLine, surchargeAmount, surchargeResult } from "./surcharge-line";
import { writeSurchargeLog, type RequestFacts } from "./write-surcharge-log";

export type ApplyParams = { target: SurchargeTarget; order: string; access: SurchargeAccess; facts: RequestFacts };

async function readGeneration(conn: ErpConnection, order: string) {
  const salesOrder = await getSalesOrder(conn, order);
  const gen = firstGeneration(salesOrder);
  if (!gen) throw new ApiError({ code: "unprocessable", message: `Order ${order} has no generations to surcharge` });
  return { salesOrder, gen };
}

/** What an earlier attempt did: the surcharge line on the order (its result), or null when there is none. */
export function surchargeRecovery(db: Db, { target, order, access, facts }: ApplyParams) {
  return () =>
    access.connect(async (conn) => {
      const found = resultFromExistingLine((await readGeneration(conn, order)).gen, target.productId, order);
      if (found)
        await writeSurchargeLog(db, { target, order, actor: access.actor, facts, result: found, how: "recovered" });
      return found;
    });
}

/**
 * Adds the surcharge line once per (company, port, order) (CLARIFICATIONS 19-20): the ledger holds the answer for
 * every repeat; an attempt whose answer was lost is recovered by reading the order's lines at the ERP; and an order
 * that already carries the port's surcharge product gets no second line.
 */
export async function applySurcharge(db: Db, { target, order, access, facts }: ApplyParams) {
  const { company, port, productId, authMethod } = target;
  const log = (result: SurchargeResult) =>
    writeSurchargeLog(db, { target, order, actor: access.actor, facts, result, how: "applied" });
  try {
    return await runOnce(
      db,
      {
        kind: "surcharge",
        subject: "surcharge",
        key: surchargeIntentKey(target, order),
        companyId: company.id,
        request: { order, port, productId, authMethod },
      },
      {
        recover: surchargeRecovery(db, { target, order, access, facts }),
        act: (_intent, { write }) =>
          access.connect(async (conn) => {
            const { salesOrder, gen } = await readGeneration(conn, order);
            const already = resultFromExistingLine(gen, productId, order);
            if (already) return already;
            const amount = surchargeAmount(gen);
            if (amount === null)
              throw new ApiError({ code: "unprocessable", message: `Order ${order} has no total to surcharge` });
            const generation = Number(gen.generationId);
            const line = { productId, quantity: 1, um: "ea", umQuantity: 1, unitPrice: amount };
            await write(() =>
              addLineItems(
                conn,
                salesOrder.id,
                [{ lineItemProduct: line }],
                Number.isInteger(generation) && generation > 0 ? { invoiceNumber: generation } : {},
              ),
            );
            const result = surchargeResult(gen, order, amount);
            await log(result);
            return result;
          }),
      },
    );
  } catch (err) {
    // CLARIFICATIONS 21: the surcharge answers 502 for any ERP failure, a time-out included (504 is the proxy's rule).
    if (err instanceof ApiError && err.code === "gateway_timeout")
      throw new ApiError({ code: "bad_gateway", message: err.message });
    throw err;
  }
}
