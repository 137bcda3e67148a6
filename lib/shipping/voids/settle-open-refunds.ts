import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipments } from "@/db/schema";
import { findIntent } from "@/lib/intents/intent-rows";
import { replaceResult } from "@/lib/intents/run-once";
import { logger } from "@/lib/logger";
import { erpOfSession } from "../core/session-erp";
import { requestRefund, voidKey } from "./request-refund";
import { settleRefund } from "./settle-refund";
import type { RefundMade } from "./void-result";
import { refreshed } from "./void-label";

export const VOID_SESSION_ENDED =
  "The session that voided the label has ended, so the ERP cannot be reached for its freight. Sign in and press Void Again.";

/**
 * CLARIFICATIONS 57: every void not finished (`voiding`) is read again: a refund Shippo still holds, a refund done
 * whose freight reversal did not finish, a refusal whose freight is not posted again yet; and the voids of the old
 * code that marked a label VOIDED while Shippo still held its refund (migration 0023 hands them back here). Each is
 * settled by `settleRefund`, the same code Void Label runs; one that fails is logged and tried on the next run.
 * Each run reads the `limit` voids read least recently (never read first, then the oldest void), and notes the
 * read: Shippo may hold a refund for weeks, and by age alone a hundred of those would be read every run while a
 * newer void waited behind them for good. Answers how many were settled.
 */
export async function settleOpenRefunds(db: Db, limit = 100): Promise<number> {
  const open = await db.query.shipments.findMany({
    where: eq(shipments.moneyState, "voiding"),
    orderBy: [sql`${shipments.refundReadAt} asc nulls first`, asc(shipments.moneyStateAt)],
    limit,
  });
  if (open.length > 0)
    await db
      .update(shipments)
      .set({ refundReadAt: new Date() })
      .where(
        inArray(
          shipments.id,
          open.map((s) => s.id),
        ),
      );
  let settled = 0;
  for (const shipment of open) {
    try {
      const intent = await findIntent(db, { kind: "void", key: voidKey(shipment) });
      // A void whose request is in doubt is settled by its own recovery, through the same once-only request.
      const outcome =
        intent?.state === "done"
          ? { intent, result: intent.result as RefundMade }
          : await requestRefund(db, shipment, null);
      const refund = await refreshed(db, shipment, outcome.result);
      if (refund.refundStatus !== outcome.result.refundStatus) await replaceResult(db, outcome.intent, refund);
      const sessionId = typeof outcome.intent.request.sessionId === "string" ? outcome.intent.request.sessionId : null;
      const erp = erpOfSession(db, sessionId, VOID_SESSION_ENDED);
      const after = await settleRefund(db, { shipment, intent: outcome.intent, refund, erp });
      if (after.shipment.refundStatus !== "QUEUED" && after.shipment.refundStatus !== "PENDING") settled++;
    } catch (err) {
      logger.warn({ shipmentId: shipment.id, err: String(err) }, "open refund not settled; tried again later");
    }
  }
  return settled;
}
