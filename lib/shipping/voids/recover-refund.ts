import type { Refund } from "shippo/models/components";
import type { Db } from "@/db/client";
import type { Intent, RefundStatus } from "@/db/schema";
import { callShippo } from "../shippo/shippo-errors";
import { shippoForCompany } from "../shippo/shippo-client";
import type { RefundMade } from "./void-result";

export const toRefundMade = (r: Refund): RefundMade => ({
  refundId: r.objectId ?? "",
  refundStatus: (r.status ?? "QUEUED") as RefundStatus,
});

/** A transaction's status once a refund was asked for it; REFUNDREJECTED means that refund ended ERROR. */
const REFUND_ASKED: Partial<Record<string, RefundStatus>> = { REFUNDPENDING: "PENDING", REFUNDED: "SUCCESS" };

/** The refund's state as the label's transaction reports it (for a refund whose id was not found). */
export const refundStateOf = (txStatus: unknown): RefundStatus =>
  REFUND_ASKED[String(txStatus)] ?? (String(txStatus) === "REFUNDREJECTED" ? "ERROR" : "PENDING");

/**
 * What an earlier void attempt did, from the label's own transaction: Shippo marks it REFUNDPENDING or REFUNDED once
 * a refund is asked (the refund itself is then looked up among Shippo's newest refunds, for its id); any other status
 * (SUCCESS, or REFUNDREJECTED after a refund that failed) proves no refund stands, so null. Shippo's refund list
 * takes no filter, so it alone could never prove that none was made.
 */
export function refundRecovery(db: Db) {
  return async (intent: Intent): Promise<RefundMade | null> => {
    const transactionId = String(intent.request.transactionId);
    const shippo = await shippoForCompany(db, intent.companyId!);
    const tx = await callShippo(() => shippo.transactions.get(transactionId));
    const asked = REFUND_ASKED[String(tx.status)];
    if (!asked) return null;
    const page = await callShippo(() => shippo.refunds.list({}));
    const made = page.results?.find((r) => r.transaction === transactionId && r.status !== "ERROR");
    return made ? toRefundMade(made) : { refundId: "", refundStatus: asked };
  };
}
