import { ApiError } from "@/lib/errors/api-error";
import { INTENT_UNCONFIRMED } from "./unconfirmed-code";

/**
 * Thrown from inside an intent's `write` when the outside system certainly did nothing with it (it refused the
 * request in words our error mapping cannot carry): the write counts as refused.
 */
export class IntentNotActedError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = "IntentNotActedError";
  }
}

/**
 * A failed outside write that proves nothing happened there: the far side answered it with a refusal (a definite
 * 4xx, a purchase answered ERROR), or the request never reached it (its connection refused). Nothing else does: a
 * time-out, a 5xx, a lost connection, or any failure of ours after the request left.
 */
export function provesWriteRefused(err: unknown): boolean {
  if (err instanceof IntentNotActedError) return true;
  return err instanceof ApiError && (err.refused || err.unsent);
}

export function intentBusyError(): ApiError {
  return new ApiError({
    code: "conflict",
    message: "This action is already in progress. Please try again in a moment.",
  });
}

/** What an intent makes, in CLARIFICATIONS 53's words. */
export type IntentSubject = "label" | "freight line" | "surcharge" | "record" | "refund" | "manifest";

export function unconfirmedMessage(subject: IntentSubject): string {
  return `We could not yet confirm whether the ${subject} was made. Nothing more has been sent. Press Check Again in a moment.`;
}

/**
 * An intent that may have acted and whose recovery could not answer (CLARIFICATIONS 53): nothing more is sent until
 * a recovery settles it. The answer carries the intent's id, for Check Again (`POST /api/intents/{id}/check`).
 */
export class IntentUnconfirmedError extends ApiError {
  constructor(intentId: string, subject: IntentSubject, message = unconfirmedMessage(subject)) {
    super({
      code: "service_unavailable",
      message,
      clientCode: INTENT_UNCONFIRMED,
      details: [{ intentId }],
      headers: { "Retry-After": "5" },
    });
    this.name = "IntentUnconfirmedError";
  }
}

/**
 * Thrown by a `recover` that knows the answer cannot come by looking again (the proxy cannot tell its own record
 * from another): its message is the answer, and the intent stays in flight.
 */
export class RecoveryImpossibleError extends ApiError {}
