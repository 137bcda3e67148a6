// The invariant, counted at the stand-ins (issue 24, point 9).
import { isFinal, toldSuccess } from "./answers";
import type { Observed } from "./model";

/**
 * At most one outside effect per intent key, always; exactly one when the user was told it succeeded; the schedule
 * ends, after the faults stop, with a final answer; and a final refusal is never given for an effect that was made
 * (the user would make it again by hand). Null when all hold.
 */
export function violationOf(observed: readonly Observed[], effects: number): string | null {
  const answers = observed.flatMap((o) => o.answers);
  if (effects > 1) return `${effects} outside effects for one intent key`;
  if (effects === 0 && answers.some(toldSuccess)) return "told it succeeded, but no outside effect was made";
  const settled = observed.filter((o) => o.move === "settle").flatMap((o) => o.answers);
  const last = settled.at(-1);
  if (!last || !isFinal(last)) return "no final answer after the faults stopped";
  if (effects === 1 && !toldSuccess(last)) return "the final answer is a refusal, but the outside effect was made";
  return null;
}
