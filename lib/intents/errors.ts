import { ApiError } from "@/lib/api/errors";

/**
 * Thrown by an intent's `act` when it certainly did nothing outside (refused before the call, or the service said
 * no): the intent is freed for a plain retry. Any other failure may hide a side effect and leaves it in flight.
 */
export class IntentNotActedError extends Error {
  constructor(message: string, readonly cause?: unknown) {
    super(message);
    this.name = "IntentNotActedError";
  }
}

/**
 * A failure that proves nothing happened outside: our own refusals, the far side's 4xx answers, and a call that
 * never reached it (its connection refused: the service was down).
 */
export function provesNothingActed(err: unknown): boolean {
  if (err instanceof IntentNotActedError) return true;
  return err instanceof ApiError && (err.status < 500 || err.unsent);
}

export function intentBusyError(): ApiError {
  return new ApiError({ code: "conflict", message: "This action is already in progress. Please try again in a moment." });
}
