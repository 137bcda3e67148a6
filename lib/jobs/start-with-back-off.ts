import { logger } from "@/lib/logger";

/**
 * Keeps trying `start` until it succeeds, waiting twice as long after each failure (up to `maxDelayMs`): a
 * database that is down when the app boots must not leave the process without its jobs once it is back.
 * The waits do not keep the process alive.
 */
export async function startWithBackOff<T>(
  start: () => Promise<T>,
  opts: { what: string; firstDelayMs?: number; maxDelayMs?: number },
): Promise<T> {
  const first = opts.firstDelayMs ?? 1_000;
  const max = opts.maxDelayMs ?? 60_000;
  for (let attempt = 1; ; attempt++) {
    try {
      return await start();
    } catch (err) {
      const retryInMs = Math.min(max, first * 2 ** (attempt - 1));
      logger.error(
        { err: err instanceof Error ? err.message : String(err), attempt, retryInMs },
        `${opts.what} did not start; trying again`,
      );
      await new Promise((r) => setTimeout(r, retryInMs).unref());
    }
  }
}
