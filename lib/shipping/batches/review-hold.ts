import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { holdAction, type HoldSettings } from "../desk/hold-rule";
import { heldGeneration, readOrderPrintReviews } from "../desk/order-print-reviews";

/** The hold, and the generation it holds (`S1000005.001` when the batch names the order `S1000005`). */
export type ReviewHold = { action: "block" | "warn"; status: string; invoiceNumber: string };

/**
 * The dashboard's print review hold, for an invoice a batch would ship (issue 27): the order's print review status
 * read afresh (every generation of a bare order id), and what the company's holds do with it; null when it is not
 * held.
 */
export async function printReviewHold(
  conn: ErpConnection,
  invoiceNumber: string,
  holds: HoldSettings,
): Promise<ReviewHold | null> {
  if (holds.values.length === 0) return null;
  const held = heldGeneration(await readOrderPrintReviews(conn, invoiceNumber), holds.values);
  if (!held) return null;
  const action = holdAction(held.status, holds);
  return action === "open" ? null : { action, status: held.status.trim(), invoiceNumber: held.invoiceNumber };
}

/** Warn's words in the invoice's row: the hold leaves it out unless the clerk keeps it (CLARIFICATIONS 64). */
export const heldLeftOut = (status: string) => `On hold in print review (${status}): left out unless you keep it.`;
