import { ApiClientError, apiFetch } from "./api-fetch";

/** A new idempotency key for one filled-in form (works on plain http too, where randomUUID is missing). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The answer was lost or the ERP did not answer: the write may or may not have happened. */
export function answerLost(err: unknown): boolean {
  if (err instanceof ApiClientError) return err.status === 502 || err.status === 503 || err.status === 504;
  // fetch rejects with a TypeError when the network drops, and a TimeoutError when the 60 s run out.
  return err instanceof TypeError || (err instanceof DOMException && err.name === "TimeoutError");
}

const RETRIES = 2;
const RETRY_DELAY_MS = 1_000;

/**
 * Sends an exactly-once ERP write, and sends it again when its answer was lost: the server keeps one intent per
 * idempotency key, so a repeat answers what the first attempt did instead of doing it twice.
 */
export async function sendWrite<T>(path: string, init: { method: "POST" | "PUT"; json: unknown }): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await apiFetch<T>(path, init);
    } catch (err) {
      if (attempt >= RETRIES || !answerLost(err)) throw err;
      await new Promise((r) => setTimeout(r, RETRY_DELAY_MS * (attempt + 1)));
    }
  }
}
