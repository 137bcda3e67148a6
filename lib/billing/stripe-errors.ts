import Stripe from "stripe";
import { ApiError } from "@/lib/errors/api-error";
import { logger } from "@/lib/logger";

/** Runs a Stripe call; its failures become the API's errors (a missing object `notFound`, anything else 502). */
export async function callStripe<T>(what: string, call: () => Promise<T>, notFound?: ApiError): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (notFound && err instanceof Stripe.errors.StripeInvalidRequestError && err.code === "resource_missing") {
      throw notFound;
    }
    logger.warn(
      { what, err: err instanceof Error ? { name: err.name, message: err.message } : String(err) },
      "Stripe call failed",
    );
    throw new ApiError({
      code: "bad_gateway",
      message: "The payment provider is not answering right now. Please try again in a moment.",
    });
  }
}
