import type { Db } from "@/db/client";
import type { Intent } from "@/db/schema";
import { intentBusyError, provesWriteRefused, type IntentSubject } from "./errors";
import { claimIntent, findIntent, finishIntent, markInFlight, releaseIntent, progressSaver } from "./intent-rows";
import { recoverOrExplain, type Recover, type RecoverTools } from "./recover-or-explain";

export { replaceResult } from "./intent-rows";

export type IntentSpec = {
  /** What sort of action: label, freight, surcharge, vendor, product, price-line, subscription… */
  kind: string;
  /** What makes two requests the same action, e.g. `${companyId}:${invoice}:1`. */
  key: string;
  /** What it makes, for the message while it cannot be confirmed (CLARIFICATIONS 53). */
  subject: IntentSubject;
  companyId?: string | null;
  /** Kept with the intent, for `recover` and for the record. */
  request?: Record<string, unknown>;
  /** How long one attempt may hold the intent; `act` must finish (time out) well within it. */
  leaseMs?: number;
  /** How long a second caller waits for a running attempt before answering 409. */
  waitMs?: number;
};

export type IntentTools = RecoverTools & {
  /**
   * Runs one outside write (the call that spends money or changes the ERP). The intent is marked in flight first;
   * from then on only a definite refusal of that write (`provesWriteRefused`) or `done.progress` saved after it
   * (the step is recorded, a retry skips it) lets a failure free the intent.
   */
  write<R>(call: () => Promise<R>, done?: { progress?: Record<string, unknown> }): Promise<R>;
};

export type IntentSteps<T> = {
  /** Runs first whenever an earlier attempt may have acted: what it did, or null when it did nothing. */
  recover?: Recover<T>;
  /** Reads and checks, then its outside writes through `tools.write`. */
  act: (intent: Intent, tools: IntentTools) => Promise<T>;
};

export type IntentOutcome<T> = { result: T; replayed: boolean; intent: Intent };

const POLL_MS = 150;
export const DEFAULT_LEASE_MS = 120_000;

/**
 * Do an action at most once per (kind, key), across retries, double clicks, lost answers and server instances.
 * The intent row is written before the action; every state change is one conditional statement, so two callers
 * can never both hold it. Only proof frees an intent for a plain retry (CLARIFICATIONS 53): see `attempt`.
 */
export async function runOnce<T>(db: Db, spec: IntentSpec, steps: IntentSteps<T>): Promise<IntentOutcome<T>> {
  const leaseMs = spec.leaseMs ?? DEFAULT_LEASE_MS;
  const deadline = Date.now() + (spec.waitMs ?? 30_000);
  for (;;) {
    const held = await claimIntent(db, spec, leaseMs);
    if (held) return attempt(db, held, spec.subject, steps);
    const current = await findIntent(db, spec);
    if (current?.state === "done") return { result: current.result as T, replayed: true, intent: current };
    if (Date.now() >= deadline) throw intentBusyError();
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/**
 * One attempt. A failure frees the intent only when nothing can have happened outside: no earlier attempt can have
 * reached a write unseen (the intent was not in flight, or recovery just proved it did nothing), and every write of
 * this attempt was refused or its step recorded. Errors from reads, recovery, session checks or our own database
 * after a write leave it in flight, and the next attempt recovers before it may act.
 */
async function attempt<T>(
  db: Db,
  intent: Intent,
  subject: IntentSubject,
  steps: IntentSteps<T>,
): Promise<IntentOutcome<T>> {
  let proven = !intent.inFlight;
  let unsettled = false;
  const saveProgress = progressSaver(db, intent);
  const write: IntentTools["write"] = async (call, done) => {
    if (!(await markInFlight(db, intent))) throw intentBusyError();
    const before = unsettled;
    unsettled = true;
    let answer;
    try {
      answer = await call();
    } catch (err) {
      if (provesWriteRefused(err)) unsettled = before;
      throw err;
    }
    if (done?.progress) {
      await saveProgress(done.progress);
      unsettled = before;
    }
    return answer;
  };
  try {
    if (!proven) {
      const found = await recoverOrExplain(intent, subject, steps.recover, { saveProgress });
      if (found !== null) return { result: found, replayed: true, intent: await finishIntent(db, intent, found) };
      proven = true;
    }
    const result = await steps.act(intent, { saveProgress, write });
    return { result, replayed: false, intent: await finishIntent(db, intent, result) };
  } catch (err) {
    await releaseIntent(db, intent, { freed: proven && !unsettled, error: err });
    throw err;
  }
}
