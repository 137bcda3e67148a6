// Imported by the chaos script: a call of the checker's process (the portal's, or the checker's own to a stand-in)
// that has waited 30 s for its answer's headers is printed with where it was made. The worlds' time-outs are under a
// second, so such a wait is a call without one; undici's own limit would otherwise hold the schedule five minutes
// without a word.
import { subscribe } from "node:diagnostics_channel";

const SLOW_MS = 30_000;
const waiting = new WeakMap<object, NodeJS.Timeout>();

type RequestMessage = { request: { method: string; origin: string | URL; path: string } };

subscribe("undici:request:create", (message) => {
  const { request } = message as RequestMessage;
  // Where the call was made, as far as the async stack reaches (taken now: later the stack is the timer's).
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  const stack = new Error("made here").stack ?? "";
  Error.stackTraceLimit = limit;
  const where = stack
    .split("\n")
    .filter((line) => line.startsWith("    at ") && !line.includes("node:") && !line.includes("slow-calls"))
    .join("\n");
  const what = `${request.method} ${String(request.origin)}${request.path}`;
  const timer = setTimeout(() => {
    console.error(
      `[chaos] ${what} has waited ${SLOW_MS / 1000} s for its answer's headers; made at\n${where || "    (no frame of ours: undici dispatched it from its own queue)"}`,
    );
  }, SLOW_MS);
  timer.unref();
  waiting.set(request, timer);
});

const answered = (message: unknown) => {
  const { request } = message as RequestMessage;
  clearTimeout(waiting.get(request));
  waiting.delete(request);
};
subscribe("undici:request:headers", answered);
subscribe("undici:request:error", answered);
