import { ApiError } from "@/lib/errors/api-error";

/** ERP failures worth one more try: 5xx and network errors (502) and time-outs (504), as erpFetch maps them. */
export function isTransientErpError(err: unknown): boolean {
  return err instanceof ApiError && (err.code === "bad_gateway" || err.code === "gateway_timeout");
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls `fn`, and once more after `delayMs` when the first failure is transient. A second failure, or a first one
 * that is not transient (a 400 for an unknown customer, a 401), is thrown as it came.
 */
export async function retryOnce<T>(
  fn: () => Promise<T>,
  opts: { delayMs: number; isTransient?: (err: unknown) => boolean },
): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (!(opts.isTransient ?? isTransientErpError)(err)) throw err;
    await pause(opts.delayMs);
    return fn();
  }
}
