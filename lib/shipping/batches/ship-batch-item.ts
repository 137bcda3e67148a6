import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { batchItems, shipmentWorkflows, type Batch, type BatchItem } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { logger } from "@/lib/logger";
import { erpOfSession } from "../core/session-erp";
import { labelFormatOf } from "../labels/label-format";
import { runShipmentWorkflow } from "../workflow/run-workflow";
import { shipInvoice } from "../workflow/ship-invoice";
import { WORKFLOW_SESSION_ENDED } from "../workflow/workflow-erp";
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
 * One invoice of a batch, as Ship Package does it (lib/shipping/workflow/ship-invoice.ts): the print review hold
 * checked, the label bought once (key company:invoice:package), then the shipment's workflow (freight, shipped mail)
 * run here, in the runner, rather than queued. A retry, a lost answer, a second runner or a restart therefore
 * replays or recovers, never buys or posts twice. The ERP is reached with the session that started the batch (or
 * pressed Retry Failed last).
 */
export async function shipBatchItem(db: Db, batch: Batch, item: BatchItem): Promise<void> {
  await setItem(db, item.id, { state: "buying", reason: null });
  try {
    if (!batch.createdBy) throw new ApiError({ code: "unauthorized", message: SESSION_ENDED });
    const erp = erpOfSession(db, batch.sessionId, SESSION_ENDED);
    await refuseQuoteOfAnotherInvoice(db, batch.companyId, item);
    const { label, workflow } = await shipInvoice(db, {
      owner: {
        companyId: batch.companyId,
        userId: batch.createdBy,
        source: "shipstation",
        invoiceNumber: item.invoiceNumber,
        packageNumber: item.packageNumber,
        branch: batch.branch,
        metadata: { batchId: batch.id },
      },
      sessionId: batch.sessionId,
      connect: erp,
      purchase: { rateId: item.quoteId, packages: 1 },
      // The batch's format as it was made (and retried), whatever its branch is set to now.
      format: labelFormatOf(batch.labelFileType),
      freight: {},
    });
    await setItem(db, item.id, {
      trackingNumber: label.trackingNumber,
      labelUrl: label.labelUrl,
      transactionId: label.transactionId,
      shipmentId: label.shipmentId,
    });
    const freight = workflow ? await finishHere(db, workflow.id) : null;
    if (freight && freight.state !== "done" && freight.state !== "skipped") {
      // The batch's own words for its session: Retry Failed, signed in again, finishes it.
      const said = freight.message === WORKFLOW_SESSION_ENDED ? SESSION_ENDED : freight.message;
      throw new ApiError({ code: "bad_gateway", message: said ?? "The freight was not posted." });
    }
    await setItem(db, item.id, { state: "bought" });
  } catch (err) {
    await setItem(db, item.id, { state: "failed", reason: failureReason(err, item) });
  }
}

/**
 * Runs the item's workflow in this runner; its freight step as it then stands. Another runner holding it (the
 * resume job took it first) is waited for, up to its lease.
 */
async function finishHere(db: Db, workflowId: string) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const { ran } = await runShipmentWorkflow(db, workflowId);
    const wf = await db.query.shipmentWorkflows.findFirst({ where: eq(shipmentWorkflows.id, workflowId) });
    if (ran || !wf?.leaseUntil || Date.now() > deadline) return wf?.steps.freight ?? null;
    await new Promise((r) => setTimeout(r, 250));
  }
}
