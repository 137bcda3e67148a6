import { ApiError } from "@/lib/errors/api-error";

/** The ApiError a synchronous call throws (a pure rule's refusal); fails the test when it returns or throws anything else. */
export function refusal(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error("expected a refusal");
}
