// Type imports only: the screens mark a row with the same rule the count and the filter use.
import type { RefundStatus } from "@/db/schema";
import { shipmentStatusWord, type StatusWord } from "./status-text";

/**
 * The status words that need someone (the Problems card; Needs Attention, lib/shipping/attention, is the wider list of
 * CLARIFICATIONS 58): a delivery problem, a return, a refund Shippo refused.
 */
export const ATTENTION_WORDS: readonly StatusWord[] = ["EXCEPTION", "RETURNED", "REFUND_REFUSED"];
/** A label given back (voided, or its refund on the way) needs nobody, whatever its last track said. */
export const SETTLED_WORDS: readonly StatusWord[] = ["VOIDED", "REFUND_PENDING"];

/**
 * Whether a shipment needs attention: the carrier asked for action (Shippo's `action_required`) or its status word is
 * one of ATTENTION_WORDS. The Problems count, the "Problems only" filter and a row's chip all read
 * this rule (its SQL twin is `attentionSql` in shipments/status-sql.ts), so the count and the rows it links to agree.
 */
export function needsAttention(s: {
  internalStatus: string;
  refundStatus: RefundStatus | null;
  needsAttention: boolean;
}): boolean {
  const word = shipmentStatusWord(s);
  if (word && SETTLED_WORDS.includes(word)) return false;
  return s.needsAttention || (word !== null && ATTENTION_WORDS.includes(word));
}
