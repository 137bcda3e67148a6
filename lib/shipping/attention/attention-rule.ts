import { notInArray, type SQL } from "drizzle-orm";
import { shipments } from "@/db/schema";
import type { AttentionAction, AttentionReason } from "./attention-dto";
import type { AttentionCandidate } from "./candidates";

/** What one reason says of a shipment that has it. */
export type AttentionFinding = { sentence: string; since: Date; action: AttentionAction };

/**
 * One reason of CLARIFICATIONS 58 (a file each, in reasons/): `test` is the rule itself, in SQL over the shipment
 * (the one read picks the shipments that pass a test, and says which), `finding` its row's words, time and action
 * from what the read brought beside the shipment.
 */
export type AttentionRule = {
  reason: AttentionReason;
  test(now: Date): SQL;
  finding(c: AttentionCandidate): AttentionFinding;
};

/** A message from elsewhere (the ERP, the mail server, Shippo) ends as a sentence. */
export function asSentence(text: string): string {
  const t = text.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

export const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/** A label still bought: no void under way or done (a refused refund's label is live again, CLARIFICATIONS 57). */
export const liveLabel: SQL = notInArray(shipments.moneyState, ["voiding", "voided"]);
