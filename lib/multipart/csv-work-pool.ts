import { ApiError } from "@/lib/errors/api-error";

/** The pool's bounds, read from the configuration at each use (tests and operators change them without a restart). */
export type PoolLimits = { size: number; queueMax: number };

export const BUSY_MESSAGE = "The server is busy with other files. Try again in a minute.";
/** Seconds a refused client is told to wait: about one job on the largest file (see the README's memory table). */
export const BUSY_RETRY_AFTER_SECONDS = 60;

export function serverBusy(): ApiError {
  return new ApiError({
    code: "service_unavailable",
    message: BUSY_MESSAGE,
    headers: { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) },
  });
}

/** A waiter whose client went away: nobody reads this answer, it only ends the handler without logging a 500. */
function cancelled(): ApiError {
  return new ApiError({ code: "bad_request", message: "The request was cancelled while it waited for its turn." });
}

type Waiter = { start: () => void };
type PoolState = { running: number; queue: Waiter[] };

// On globalThis: each route bundle is its own module graph in one process, and the bound is per process.
const STATE = Symbol.for("e54.csv-work-pool");
type WithState = typeof globalThis & { [STATE]?: PoolState };
function state(): PoolState {
  const g = globalThis as WithState;
  return (g[STATE] ??= { running: 0, queue: [] });
}

/** What the pool is doing now: jobs running and jobs waiting for a slot (tests and the bench read it). */
export function csvPoolStats(): { running: number; waiting: number } {
  const s = state();
  return { running: s.running, waiting: s.queue.length };
}

/** Refuses at once (503) when the queue is already full: a new upload would only be refused once it is in. */
export function refuseIfQueueFull(limits: PoolLimits): void {
  const s = state();
  if (s.running >= limits.size && s.queue.length >= limits.queueMax) throw serverBusy();
}

function startWaiters(limits: PoolLimits) {
  const s = state();
  while (s.running < limits.size && s.queue.length > 0) {
    s.running++;
    s.queue.shift()!.start();
  }
}

/**
 * Takes one of `limits.size` slots, waiting in FIFO order behind at most `limits.queueMax` others (503 past that).
 * A waiter whose `signal` aborts leaves the queue. Resolves to the slot's release, to be called exactly once.
 */
export async function takeCsvSlot(limits: PoolLimits, signal?: AbortSignal): Promise<() => void> {
  const s = state();
  if (signal?.aborted) throw cancelled();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    s.running--;
    startWaiters(limits);
  };
  if (s.running < limits.size && s.queue.length === 0) {
    s.running++;
    return release;
  }
  if (s.queue.length >= limits.queueMax) throw serverBusy();
  await new Promise<void>((resolve, reject) => {
    const waiter: Waiter = {
      start: () => {
        signal?.removeEventListener("abort", leave);
        resolve();
      },
    };
    function leave() {
      const at = s.queue.indexOf(waiter);
      if (at >= 0) s.queue.splice(at, 1);
      reject(cancelled());
    }
    s.queue.push(waiter);
    signal?.addEventListener("abort", leave, { once: true });
  });
  return release;
}
