import { ApiClientError, apiFetch } from "@/lib/api-client/api-fetch";
import type { CheckOutcome } from "@/lib/intents/check-intent";
import type { IntentSubject } from "@/lib/intents/errors";
import { INTENT_UNCONFIRMED } from "@/lib/intents/unconfirmed-code";

export type { CheckOutcome } from "@/lib/intents/check-intent";

/** An action that may have been made (CLARIFICATIONS 53): the server's message, and how to look again. */
export type Doubt<T> = { seq: number; message: string; check: () => Promise<CheckOutcome<T>> };

let nextSeq = 0;

/** What Check Again says when it proved the action was not made. */
export const freedText = (subject: IntentSubject) => `Checked: the ${subject} was not made. You can send it again.`;

/** Check Again for any screen's action: the intent the 503 named, settled by the server's recovery. */
export function checkIntentAgain<T>(intentId: string): Promise<CheckOutcome<T>> {
  return apiFetch<CheckOutcome<T>>(`/api/intents/${encodeURIComponent(intentId)}/check`, { method: "POST" });
}

/**
 * The doubt a failure carries, or null for any other failure. Read from the answer's code, never its words;
 * `check` replaces the intents route where a screen has its own way to look (the public surcharge link).
 */
export function doubtOf<T>(err: unknown, check?: () => Promise<CheckOutcome<T>>): Doubt<T> | null {
  if (!(err instanceof ApiClientError) || err.code !== INTENT_UNCONFIRMED) return null;
  const intentId = (err.details?.[0] as { intentId?: unknown } | undefined)?.intentId;
  const look = check ?? (typeof intentId === "string" ? () => checkIntentAgain<T>(intentId) : null);
  return look ? { seq: ++nextSeq, message: err.message, check: look } : null;
}
