import type { Db } from "@/db/client";
import type { Shipment } from "@/db/schema";
import { runOnce } from "@/lib/intents/run-once";
import { moveMoney } from "../lifecycle/money-state";
import { callShippo } from "../shippo/shippo-errors";
import { shippoForCompany } from "../shippo/shippo-client";
import { refundRecovery, toRefundMade } from "./recover-refund";
import { refundRefusedError } from "./refund-errors";
import type { RefundMade } from "./void-result";

/** CLARIFICATIONS 54: the void is keyed by the transaction (a label is voided once, whoever presses). */
export const voidKey = (s: Pick<Shipment, "companyId" | "shippoTransactionId">) =>
  `${s.companyId}:${s.shippoTransactionId}`;

/**
 * Asks Shippo to refund the label, at most once: the intent is written before the call; a second press waits for
 * and answers the same refund; an answer lost after Shippo made it is found again among Shippo's refunds. A refusal
 * (Shippo's 4xx, or a refund answered ERROR) frees the intent, so a later press may ask again.
 */
export async function requestRefund(db: Db, shipment: Shipment, sessionId: string | null = null) {
  return runOnce<RefundMade>(
    db,
    {
      kind: "void",
      subject: "refund",
      key: voidKey(shipment),
      companyId: shipment.companyId,
      // The session that asked: the job that settles a refund Shippo held reverses the freight with its ERP session.
      request: { transactionId: shipment.shippoTransactionId, shipmentId: shipment.id, sessionId },
    },
    {
      recover: refundRecovery(db),
      act: async (_intent, { write }) => {
        // A new refund is asked only of a shipment `voiding`: a press that found the last refusal's void let go
        // may have read the shipment `voiding` before that refusal moved it to `refund refused`.
        await moveMoney(db, [shipment.id], "voiding");
        const shippo = await shippoForCompany(db, shipment.companyId);
        const refund = await write(async () => {
          const made = await callShippo(() =>
            shippo.refunds.create({ transaction: shipment.shippoTransactionId, async: false }),
          );
          if (made.status === "ERROR") throw refundRefusedError("the carrier did not accept the refund.");
          return made;
        });
        return toRefundMade(refund);
      },
    },
  );
}
