// One flow's check: a fixed-seed sample of schedules run against one world, counted; the first violation shrunk.
import fc from "fast-check";
import { scheduleArb } from "./arbitraries";
import type { Fault, Flow, Schedule, ScheduleOutcome, WorldOptions } from "./model";
import { showOutcome, type FlowReport } from "./report";
import { runSchedule } from "./run-schedule";

export type CheckOptions = {
  runs: number;
  seed: number;
  world?: WorldOptions;
  log?: (line: string) => void;
  /** Schedules run before the flow's examples (the self-test's, aimed at one broken copy). */
  first?: readonly Schedule[];
  /** Stop at the first violation, unshrunk (the self-test only needs to know that one is found). */
  untilViolation?: boolean;
  /** Each schedule as it ran (`--verbose`). */
  each?: (outcome: ScheduleOutcome) => void;
};

/** The knobs that can be switched on in this world: db-drop needs a database server, the rest the flow's word. */
async function usableFaults<W>(flow: Flow<W>, world: W) {
  const on: Fault[] = [];
  const off: Fault[] = [];
  for (const fault of flow.faults) {
    const usable =
      fault === "db-drop"
        ? Boolean(flow.databaseUrl(world))
        : flow.available
          ? await flow.available(world, fault)
          : true;
    (usable ? on : off).push(fault);
  }
  return { on, off };
}

/** fast-check shrinks a violating schedule: fewer steps, fewer faults, plainer moves; each candidate is run for real. */
async function shrink<W>(
  flow: Flow<W>,
  world: W,
  faults: readonly Fault[],
  found: ScheduleOutcome,
  seed: number,
): Promise<ScheduleOutcome> {
  let smallest = found;
  await fc.check(
    fc.asyncProperty(scheduleArb(faults, flow.moves), async (schedule: Schedule) => {
      const outcome = await runSchedule(flow, world, schedule);
      if (outcome.violation) smallest = outcome;
      return outcome.violation === null;
    }),
    { examples: [[found.schedule]], numRuns: 1, seed, interruptAfterTimeLimit: 180_000 },
  );
  return smallest;
}

/**
 * One plain press, not counted, before a world's first schedule: the first use of a flow loads its modules (tsx
 * compiles them on first import, in the process the stand-ins answer from), which on a loaded machine made the
 * stand-ins miss the world's short time-outs (800 ms Shippo, 1.2 s ERP) and the first schedule answer a 504 with
 * no fault on. A wrong answer that is not about load shows again in the schedules that follow.
 */
export async function warmUp<W>(flow: Flow<W>, world: W): Promise<void> {
  await runSchedule(flow, world, [{ fault: null, move: "submit" }]);
}

export async function checkFlow<W>(flow: Flow<W>, opts: CheckOptions): Promise<FlowReport> {
  const world = await flow.start(opts.world ?? {});
  try {
    await warmUp(flow, world);
    return await checkInWorld(flow, world, opts);
  } finally {
    await flow.close(world);
  }
}

/** The check in a world already started (the self-test runs several checks, intact and broken, in one world). */
export async function checkInWorld<W>(flow: Flow<W>, world: W, opts: CheckOptions): Promise<FlowReport> {
  const started = Date.now();
  const { on, off } = await usableFaults(flow, world);
  const report: FlowReport = {
    flow: flow.name,
    schedules: 0,
    faultsInjected: 0,
    effects: 0,
    violations: 0,
    seconds: 0,
    faultsOff: off,
    seed: opts.seed,
  };
  let first: ScheduleOutcome | undefined;
  // The flow's examples that this world can inject come first; fast-check draws the rest.
  const examples = [...(opts.first ?? []), ...(flow.examples ?? [])]
    .filter((s) => s.every((step) => !step.fault || on.includes(step.fault)))
    .slice(0, opts.runs);
  const drawn =
    opts.runs > examples.length
      ? fc.sample(scheduleArb(on, flow.moves), { seed: opts.seed, numRuns: opts.runs - examples.length })
      : [];
  for (const schedule of [...examples, ...drawn]) {
    const outcome = await runSchedule(flow, world, schedule);
    opts.each?.(outcome);
    report.schedules++;
    report.faultsInjected += outcome.faultsInjected;
    report.effects += outcome.effects;
    if (outcome.violation) {
      report.violations++;
      if (!first) opts.log?.(`${flow.name}: a violation, before shrinking:\n${showOutcome(outcome)}`);
      first ??= outcome;
      if (opts.untilViolation) break;
    }
    if (report.schedules % 50 === 0)
      opts.log?.(`${flow.name}: ${report.schedules} schedules, ${report.violations} violations`);
  }
  if (first) report.shrunk = opts.untilViolation ? first : await shrink(flow, world, on, first, opts.seed);
  report.seconds = (Date.now() - started) / 1000;
  return report;
}
