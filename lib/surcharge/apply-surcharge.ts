import type { Db } from "@/db/client";
import { ApiError } from "@/lib/api/errors";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { addLineItems, getSalesOrder } from "@/lib/erp/resources/sales-orders";
import { IntentNotActedError } from "@/lib/intents/errors";
import { runOnce } from "@/lib/intents/run-once";
import type { SurchargeTarget } from "./load-surcharge-target";
import type { SurchargeResult } from "./schemas";
import type { SurchargeAccess } from "./surcharge-access";
import { firstGeneration, resultFromExistingLine, surchargeAmount, surchargeResult } from "./surcharge-line";
import { writeSurchargeLog, type RequestFacts } from "./write-surcharge-log";

type ApplyParams = { target: SurchargeTarget; order: string; access: SurchargeAccess; facts: RequestFacts };

async function readGeneration(conn: ErpConnection, order: string) {
  const salesOrder = await getSalesOrder(conn, order);
  const gen = firstGeneration(salesOrder);
  if (!gen) throw new ApiError({ code: "unprocessable", message: `Order ${order} has no generations to surcharge` });
  return { salesOrder, gen };
}

/** `S1000004` and `S1000004.001` name one order, whose first generation takes the line: one key for both. */
const orderKey = (order: string) => order.replace(/\.\d+$/, "");

/**
 * Adds the surcharge line once per (company, port, order) (CLARIFICATIONS 19-20): the ledger holds the answer for
 * every repeat; an attempt whose answer was lost is recovered by reading the order's lines at the ERP; and an order
 * that already carries the port's surcharge product gets no second line.
 */
export async function applySurcharge(db: Db, { target, order, access, facts }: ApplyParams) {
  const { company, port, productId, authMethod } = target;
  const log = (result: SurchargeResult, how: "applied" | "recovered") => writeSurchargeLog(db, { target, order, actor: access.actor, facts, result, how });
  try {
    return await runOnce(
      db,
      { kind: "surcharge", key: `${company.id}:${port}:${orderKey(order)}`, companyId: company.id, request: { order, port, productId, authMethod } },
      {
        recover: () =>
          access.connect(async (conn) => {
            const found = resultFromExistingLine((await readGeneration(conn, order)).gen, productId, order);
            if (found) await log(found, "recovered");
            return found;
          }),
        act: async () => {
          let posting = false;
          try {
            return await access.connect(async (conn) => {
              const { salesOrder, gen } = await readGeneration(conn, order);
              const already = resultFromExistingLine(gen, productId, order);
              if (already) return already;
              const amount = surchargeAmount(gen);
              if (amount === null) throw new ApiError({ code: "unprocessable", message: `Order ${order} has no total to surcharge` });
              const generation = Number(gen.generationId);
              const line = { productId, quantity: 1, um: "ea", umQuantity: 1, unitPrice: amount };
              posting = true;
              await addLineItems(conn, salesOrder.id, [{ lineItemProduct: line }], Number.isInteger(generation) && generation > 0 ? { invoiceNumber: generation } : {});
              const result = surchargeResult(gen, order, amount);
              await log(result, "applied");
              return result;
            });
          } catch (err) {
            // Until the line was posted nothing happened at the ERP: free the intent for a plain retry.
            if (!posting && !(err instanceof IntentNotActedError)) throw new IntentNotActedError(err instanceof Error ? err.message : String(err), err);
            throw err;
          }
        },
      },
    );
  } catch (err) {
    const failure = err instanceof IntentNotActedError && err.cause instanceof ApiError ? err.cause : err;
    // CLARIFICATIONS 21: the surcharge answers 502 for any ERP failure, a time-out included (504 is the proxy's rule).
    if (failure instanceof ApiError && failure.code === "gateway_timeout") throw new ApiError({ code: "bad_gateway", message: failure.message });
    throw failure;
  }
}
