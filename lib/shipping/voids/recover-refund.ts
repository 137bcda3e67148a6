import type { Refund } from "shippo/models/components";
import type { Db } from "@/db/client";
import type { Intent, RefundStatus } from "@/db/schema";
import { IntentUnconfirmedError } from "@/lib/intents/errors";
import { callShippo } from "../shippo/shippo-errors";
import { shippoForCompany } from "../shippo/shippo-client";
import type { RefundMade } from "./void-result";

/** Refunds asked for after this moment may be an earlier attempt's (clocks differ a little). */
const CLOCK_SLACK_MS = 60_000;

export const toRefundMade = (r: Refund): RefundMade => ({
  refundId: r.objectId ?? "",
  refundStatus: (r.status ?? "QUEUED") as RefundStatus,
});

/**
 * What an earlier void attempt did: the refund Shippo holds for the transaction (not ERROR), or null when there is
 * none. Shippo's list takes no filter and answers newest first, a page at a time: a page that ends before the
 * intent was written has seen every refund since, so "none" is proof; otherwise it cannot tell and says so.
 */
export function refundRecovery(db: Db) {
  return async (intent: Intent): Promise<RefundMade | null> => {
    const transactionId = String(intent.request.transactionId);
    const shippo = await shippoForCompany(db, intent.companyId!);
    const page = await callShippo(() => shippo.refunds.list({}));
    const refunds = page.results ?? [];
    const made = refunds.find((r) => r.transaction === transactionId && r.status !== "ERROR");
    if (made) return toRefundMade(made);
    const since = intent.createdAt.getTime() - CLOCK_SLACK_MS;
    const oldest = refunds.at(-1)?.objectCreated?.getTime() ?? 0;
    if (page.next && oldest >= since) throw new IntentUnconfirmedError(intent.id, "refund");
    return null;
  };
}
