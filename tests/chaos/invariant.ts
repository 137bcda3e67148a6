// The invariant, counted at the stand-ins (issue 24, point 9), checked after every step of a schedule and at its end
// (issue 36, point 5: each answer the user got must hold as the world stood when it was given, not only the last).
import { isFinal, toldSuccess } from "./answers";
import type { Answer, Observed } from "./model";

/** Our own failure: a 500 (an error nobody answered) or no HTTP answer at all. */
const ourError = (a: Answer) => a.status === 500 || a.status < 100;

/** A refusal that says the action was not made (a 401 or 403 says only "sign in", "not yours"). */
const refusedForGood = (a: Answer) => isFinal(a) && !toldSuccess(a) && a.status !== 401 && a.status !== 403;

type Moment = {
  /** The effects counted right before the step and right after it. */
  before: number;
  after: number;
  /** A fault was switched on in the schedule so far. */
  faulted: boolean;
  /** The step pressed once: its answer was given last, so the effects after it are those it spoke of. */
  alone: boolean;
};

/**
 * What one answer may not say, the effects counted around its step: never a 500; a 5xx only once a fault was
 * switched on (a schedule without faults has nothing to be unsure of); "done" only when the effect is made (after a
 * step of one press; of two at once, one may have answered while a refund stood that the other then found refused);
 * after a step of one press, "refused for good" never when the effect is made (the user would make it again by
 * hand), where of two presses at once one may rightly be refused before the other makes it. Answers of another
 * action (`of`) are the flow's `check`'s to judge.
 */
export function answerViolation(a: Answer, at: Moment): string | null {
  if (ourError(a)) return `answered ${a.status}, an error of ours${a.error ? ` (${a.error})` : ""}`;
  if (a.of) return null;
  if (a.status >= 500 && !at.faulted) return `answered ${a.status} though no fault was switched on`;
  const made = at.alone ? at.after : Math.max(at.before, at.after);
  if (toldSuccess(a) && made === 0) return "told it succeeded, but no outside effect was made";
  if (at.alone && refusedForGood(a) && at.after > 0) return "refused for good, but the outside effect was made";
  return null;
}

/** At most one outside effect per intent key at every moment, and every answer of the step as above. */
export function stepViolation(o: Observed, before: number, faulted: boolean): string | null {
  if (o.effects > 1) return `${o.effects} outside effects for one intent key after step ${o.step}`;
  const alone = o.answers.filter((a) => !a.of).length === 1;
  for (const a of o.answers) {
    const wrong = answerViolation(a, { before, after: o.effects, faulted, alone });
    if (wrong) return `step ${o.step}: ${wrong}`;
  }
  return null;
}

/**
 * After the faults stopped, the user pressed until told for good: the schedule ends with a final answer of the
 * flow's own action, and that answer agrees with the effects then counted (exactly one when told it succeeded).
 */
export function finalViolation(observed: readonly Observed[], effects: number): string | null {
  if (effects > 1) return `${effects} outside effects for one intent key`;
  const settled = observed.filter((o) => o.move === "settle").flatMap((o) => o.answers.filter((a) => !a.of));
  const last = settled.at(-1);
  if (!last || !isFinal(last)) return "no final answer after the faults stopped";
  if (effects > 0 && !toldSuccess(last)) return "the final answer is a refusal, but the outside effect was made";
  if (effects === 0 && toldSuccess(last)) return "told it succeeded, but no outside effect was made";
  return null;
}
