// Runs one schedule against one flow: a fresh intent key, the steps with their faults (the effects counted and every
// answer checked after each), then (the faults stopped) the user keeps pressing until a final answer, and the
// server's jobs run as time passes; the effects are counted at the stand-ins throughout.
import { sql } from "drizzle-orm";
import { isFinal } from "./answers";
import { checkAgainRoute, findIntentId } from "./check-again";
import { dropDatabaseConnections, EXPIRE_LEASES, retried } from "./db-drop";
import { finalViolation, stepViolation } from "./invariant";
import type { Answer, Attempt, Flow, Move, Observed, Schedule, ScheduleOutcome } from "./model";

/** Presses after the faults stop; each may be followed by Check Again. */
const SETTLE_ROUNDS = 4;
/** When the database connections are ended after a db-drop step starts, for a flow that cannot tell when its write is out. */
const DROP_AFTER_MS = 150;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Check Again where the portal and the flow have it and the intent is known; else the move is a plain press. */
async function checkAgain(
  flow: Flow<never>,
  world: never,
  attempt: Attempt,
  known: string | undefined,
): Promise<Answer | undefined> {
  if (!attempt.checkAgain || !(await checkAgainRoute())) return undefined;
  const id = known ?? (await retried(() => findIntentId(flow.db(world), attempt.intent)));
  return id ? attempt.checkAgain(id) : undefined;
}

async function perform(
  flow: Flow<never>,
  world: never,
  attempt: Attempt,
  move: Move,
  intentId: string | undefined,
): Promise<Answer[]> {
  switch (move) {
    case "submit":
      return [await attempt.submit(0)];
    case "double-click":
      return Promise.all([attempt.submit(0), attempt.submit(0)]);
    case "two-instances":
      return Promise.all([attempt.submit(0), attempt.submit(1)]);
    case "check-again": {
      const checked = await checkAgain(flow, world, attempt, intentId);
      return [checked ?? (await attempt.submit(0))];
    }
    default: {
      // A flow's own move; one it does not make is a plain press.
      const own = attempt.moves?.[move];
      return own ? own() : [await attempt.submit(0)];
    }
  }
}

/** A step cut off mid-write may leave a lease behind (the database went away before the attempt could free it). */
const letLeasesLapse = (flow: Flow<never>, world: never) =>
  retried(() => flow.db(world).execute(sql.raw(EXPIRE_LEASES)));

export async function runSchedule<W>(flowOf: Flow<W>, world: W, schedule: Schedule): Promise<ScheduleOutcome> {
  // One schedule's world type is the flow's own; inside the runner it is opaque.
  const flow = flowOf as unknown as Flow<never>;
  const w = world as never;
  const attempt = await retried(() => flow.fresh(w));
  const observed: Observed[] = [];
  let intentId: string | undefined;
  let faultsInjected = 0;
  const outcome = (violation: string | null): ScheduleOutcome => ({
    schedule,
    observed,
    effects: observed.at(-1)?.effects ?? 0,
    faultsInjected,
    violation,
  });
  /** The effects counted right after a step (its fault cleared), and the step checked as the world then stands. */
  const record = async (step: number, move: Observed["move"], answers: Answer[]): Promise<string | null> => {
    // A fresh key: nothing was made for it before the first step.
    const before = observed.at(-1)?.effects ?? 0;
    const o: Observed = { step, move, answers, effects: await retried(() => attempt.effects()) };
    observed.push(o);
    for (const a of answers) intentId = a.intentId ?? intentId;
    return stepViolation(o, before, faultsInjected > 0) ?? (await attempt.check?.(answers)) ?? null;
  };

  let gone = false;
  for (const [i, step] of schedule.entries()) {
    if (step.fault) {
      await flow.arm(w, step.fault);
      faultsInjected++;
    }
    const url = flow.databaseUrl(w);
    const writeOut = () => (flow.whenWriteOut ? flow.whenWriteOut(w) : sleep(DROP_AFTER_MS));
    const dropping = step.fault === "db-drop" && url ? writeOut().then(() => dropDatabaseConnections(url)) : undefined;
    // The drop is awaited whatever the move did: it must never outlive the step (or the world's database).
    let answers: Answer[];
    try {
      answers = await perform(flow, w, attempt, step.move, intentId).finally(() => dropping);
    } catch (err) {
      // A move whose own setup failed (a label it needs first answered a 5xx): the schedule is counted as violating
      // and shrunk like any other, instead of ending the whole run.
      await flow.clearFaults(w);
      return outcome(`step ${i + 1}: the move could not be made: ${(err as Error).message}`);
    }
    if (step.fault) await flow.clearFaults(w);
    if (step.fault === "session-expired") await flow.signInAgain?.(w);
    const wrong = await record(i + 1, step.move, answers);
    if (wrong) return outcome(wrong);
    // The request that bought the label was the only one: no later press, no settling presses.
    if (step.move === "browser-gone") {
      gone = true;
      break;
    }
  }

  // The faults stop. Time passes (leases of cut-off attempts lapse); the user presses until told for good.
  await flow.clearFaults(w);
  if (!gone) {
    for (let round = 0; round < SETTLE_ROUNDS; round++) {
      await letLeasesLapse(flow, w);
      const answers = [await attempt.submit(0)];
      if (!isFinal(answers[0])) {
        const checked = await checkAgain(flow, w, attempt, answers[0].intentId ?? intentId);
        if (checked) answers.push(checked);
        if (checked?.state === "freed") answers.push(await attempt.submit(0));
      }
      const wrong = await record(schedule.length + round + 1, "settle", answers);
      if (wrong) return outcome(wrong);
      if (isFinal(answers.at(-1)!)) break;
    }
    const wrong = finalViolation(observed, observed.at(-1)!.effects);
    if (wrong) return outcome(wrong);
  }

  // More time passes: the server's jobs do what is theirs (a workflow nobody follows, a refund Shippo held).
  if (flow.serverJobs) {
    await letLeasesLapse(flow, w);
    await flow.serverJobs(w);
    const wrong = await record(observed.length + 1, "jobs", []);
    if (wrong) return outcome(wrong);
  }
  return outcome((await attempt.settled?.(observed)) ?? null);
}
