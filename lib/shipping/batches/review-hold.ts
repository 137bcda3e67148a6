import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { holdAction, type HoldSettings } from "../desk/hold-rule";
import { readPrintReviewStatus } from "../desk/print-review";
import { printReviewKeyOfInvoice } from "../desk/queue-order";

export type ReviewHold = { action: "block" | "warn"; status: string };

/**
 * The dashboard's print review hold, for an invoice a batch would ship (issue 27): the order's print review status
 * read afresh, and what the company's holds do with it; null when it is not held.
 */
export async function printReviewHold(
  conn: ErpConnection,
  invoiceNumber: string,
  holds: HoldSettings,
): Promise<ReviewHold | null> {
  if (holds.values.length === 0) return null;
  const key = printReviewKeyOfInvoice(invoiceNumber);
  if (!key) return null;
  const status = await readPrintReviewStatus(conn, key);
  const action = holdAction(status, holds);
  return action === "open" || !status ? null : { action, status: status.trim() };
}

/** Warn's words in the invoice's row: the hold leaves it out unless the clerk keeps it (CLARIFICATIONS 64). */
export const heldLeftOut = (status: string) => `On hold in print review (${status}): left out unless you keep it.`;
