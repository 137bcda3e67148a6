// fast-check arbitraries of schedules: a handful of steps, each a move with, two times in three, a fault before it.
import fc from "fast-check";
import { MOVES, type Fault, type Move, type Schedule, type Step } from "./model";

export const MAX_STEPS = 4;

export function stepArb(faults: readonly Fault[], moves: readonly Move[] = MOVES): fc.Arbitrary<Step> {
  return fc.record({
    fault: faults.length ? fc.option(fc.constantFrom(...faults), { nil: null, freq: 3 }) : fc.constant(null),
    // Presses are the commonest move; shrinking goes towards the first (a plain press).
    move: fc.constantFrom(...moves),
  });
}

export function scheduleArb(faults: readonly Fault[], moves: readonly Move[] = MOVES): fc.Arbitrary<Schedule> {
  return fc.array(stepArb(faults, moves), { minLength: 1, maxLength: MAX_STEPS });
}
