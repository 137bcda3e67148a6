import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { batchItems, type Batch, type BatchItem } from "@/db/schema";
import { resolveSession } from "@/lib/auth/resolve-session";
import { getErpConnection } from "@/lib/erp/session";
import { ApiError } from "@/lib/errors/api-error";
import { logger } from "@/lib/logger";
import { refuseHeldInvoice } from "../desk/refuse-held-invoice";
import { postFreight } from "../freight/post-freight";
import { buyLabel } from "../labels/buy-label";
import { labelFormatOf } from "../labels/label-format";
import { prepareShippedMails } from "../mails/record-shipped-mails";
import { refuseQuoteOfAnotherInvoice } from "./item-quote";

export const SESSION_ENDED =
  "The session that started this batch has ended. Sign in again and press Retry Failed to finish it.";

/**
 * What a failed item says: our own answers as they are (CLARIFICATIONS 53's doubt, a hold), with Shippo's own
 * words when it refused the label; anything else is logged and said plainly.
 */
function failureReason(err: unknown, item: BatchItem): string {
  if (err instanceof ApiError) {
    const said = (err.details ?? []).filter((d): d is string => typeof d === "string");
    return said.length ? `${err.message} (${said.join("; ")})` : err.message;
  }
  logger.error({ err: String(err), invoice: item.invoiceNumber }, "batch item failed");
  return "Something went wrong while shipping this invoice. Press Retry Failed.";
}

async function setItem(db: Db, id: string, values: Partial<BatchItem>) {
  await db
    .update(batchItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(batchItems.id, id));
}

/**
 * One invoice of a batch, as Ship Package does it: the print review hold checked, the label bought through
 * `buyLabel` (runOnce, key company:invoice:package) and its freight posted through `postFreight` (runOnce, once per
 * package). A retry, a lost answer, a second runner or a restart therefore replays or recovers, never buys or posts
 * twice. The ERP is reached with the session that started the batch (or pressed Retry Failed last).
 */
export async function shipBatchItem(db: Db, batch: Batch, item: BatchItem): Promise<void> {
  await setItem(db, item.id, { state: "buying", reason: null });
  try {
    if (!batch.createdBy) throw new ApiError({ code: "unauthorized", message: SESSION_ENDED });
    const erp = async () => {
      const auth = await resolveSession(db, batch.sessionId);
      if (!auth) throw new ApiError({ code: "unauthorized", message: SESSION_ENDED });
      return getErpConnection(db, auth);
    };
    const owner = {
      companyId: batch.companyId,
      userId: batch.createdBy,
      source: "shipstation" as const,
      invoiceNumber: item.invoiceNumber,
      packageNumber: item.packageNumber,
      branch: batch.branch,
      metadata: { batchId: batch.id },
    };
    await refuseQuoteOfAnotherInvoice(db, batch.companyId, item);
    await refuseHeldInvoice(db, { ...owner, connect: erp });
    const mails = prepareShippedMails(db, { ...owner, connect: erp });
    // The batch's format as it was made (and retried), whatever its branch is set to now.
    const label = await buyLabel(db, owner, item.quoteId, 1, labelFormatOf(batch.labelFileType));
    await mails.record(label);
    await setItem(db, item.id, {
      trackingNumber: label.trackingNumber,
      labelUrl: label.labelUrl,
      transactionId: label.transactionId,
      shipmentId: label.shipmentId,
    });
    await postFreight(db, {
      companyId: batch.companyId,
      erp,
      input: {
        invoiceNumber: item.invoiceNumber,
        trackingNumber: label.trackingNumber,
        weight: batch.box.weight,
        packageNumber: item.packageNumber,
      },
    });
    await setItem(db, item.id, { state: "bought" });
  } catch (err) {
    await setItem(db, item.id, { state: "failed", reason: failureReason(err, item) });
  }
}
