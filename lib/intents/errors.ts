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

/** A failure that proves nothing happened outside: our own refusals and the far side's 4xx answers. */
export function provesNothingActed(err: unknown): boolean {
  if (err instanceof IntentNotActedError) return true;
  return err instanceof ApiError && err.status < 500;
}

export function intentBusyError(): ApiError {
  return new ApiError({ code: "conflict", message: "This action is already in progress. Please try again in a moment." });
}
