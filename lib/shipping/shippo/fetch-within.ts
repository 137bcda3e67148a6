import "server-only";
import type { Fetcher } from "shippo/lib/http";

/**
 * The Shippo SDK's fetch, with each call's deadline held by a timer of its own. The SDK sends a clone of the Request
 * it made, whose abort signal follows the original's only weakly: once a garbage collection has run while the call
 * waits, its `timeoutMs` never fires (nodejs/undici#4068), and a Shippo that does not answer holds the clerk for
 * undici's five minutes. The timer holds the controller until it fires, so the deadline also bounds reading the
 * answer's body; firing after the call ended does nothing.
 */
export function fetchWithin(timeoutMs: number): Fetcher {
  return (input, init) => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException("The operation was aborted due to timeout", "TimeoutError")),
      timeoutMs,
    );
    timer.unref();
    return fetch(input, { ...init, signal: controller.signal });
  };
}
