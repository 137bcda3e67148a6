// The checker's run as scripts/chaos.ts asks for it (imported once the self-test's broken copies are registered).
import { makePgliteTemplate } from "@/tests/helpers/pglite-template.global";
import { checkFlow } from "./check-flow";
import { FLOWS } from "./flows";
import type { ScheduleOutcome } from "./model";
import { showFaultsOff, showOutcome, showTable, showViolations, type FlowReport } from "./report";
import { brokenCopyList, selfTest, showSelfTest } from "./self-test/self-test";

type Run = { runs: number; seed: number; flow?: string; verbose: boolean; selfTest: boolean };

/** Answers the exit code: 1 on a violation (or, in the self-test, on a broken copy not caught). */
export async function runChecker(run: Run): Promise<number> {
  // A flow's whole name picks it alone ("labels"), else every flow whose name holds the word ("void").
  const exact = FLOWS.filter((f) => f.name === run.flow);
  const flows = exact.length ? exact : FLOWS.filter((f) => !run.flow || f.name.includes(run.flow));
  if (!flows.length) throw new Error(`no flow named ${run.flow}; the flows: ${FLOWS.map((f) => f.name).join(", ")}`);
  const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
  const log = (line: string) => console.log(line);
  const each = run.verbose ? (name: string, o: ScheduleOutcome) => log(`${name}:\n${showOutcome(o)}`) : undefined;
  // As vitest's globalSetup does: the flows' PGlite databases start from one migrated dump.
  const template = process.env.DATABASE_URL ? null : await makePgliteTemplate();
  const world = { pgliteTemplate: template?.file ?? null };
  try {
    if (run.selfTest) {
      console.log(
        `self-test: ${run.runs} schedules per flow on the code as it is, then its broken copies; seed ${run.seed}, ${database}`,
      );
      const done = await selfTest(flows, { runs: run.runs, seed: run.seed, world, log, ...(each ? { each } : {}) });
      console.log(`\n${showSelfTest(done.rows)}\n\nThe broken copies:\n${brokenCopyList(flows)}`);
      const wrong = showViolations(done.intact);
      if (wrong) console.log(wrong);
      return done.failed ? 1 : 0;
    }
    console.log(`fault schedules: ${run.runs} per flow, seed ${run.seed}, ${database}`);
    const reports: FlowReport[] = [];
    for (const flow of flows) {
      reports.push(
        await checkFlow(flow, {
          runs: run.runs,
          seed: run.seed,
          world,
          log,
          ...(each ? { each: (o: ScheduleOutcome) => each(flow.name, o) } : {}),
        }),
      );
    }
    console.log(`\n${showTable(reports)}`);
    const off = showFaultsOff(reports);
    if (off) console.log(`\n${off}`);
    console.log(showViolations(reports));
    return reports.some((r) => r.violations) ? 1 : 0;
  } finally {
    await template?.remove();
  }
}
