// `npm run chaos -- --self-test`: the checker proves it can fail (issue 36 point 5). Each flow runs a short check on
// the code as it is (no violation allowed), then against each broken copy that names it (a violation required), in
// the same world. Fails when the code as it is violates, a broken copy goes uncaught, or a flow has none.
import { checkInWorld, warmUp } from "../check-flow";
import type { Flow, ScheduleOutcome, WorldOptions } from "../model";
import { markdownTable, type FlowReport } from "../report";
import { BROKEN_COPIES } from "./broken-copies";
import { breakLoaded, switchBreak } from "./switch-break";

/** The most schedules a broken copy may take to be caught (its own schedule comes first). */
const CATCH_WITHIN = 20;

export type SelfTestRow = { flow: string; copy: string; schedules: number; verdict: string; failed: boolean };

type Options = {
  runs: number;
  seed: number;
  world: WorldOptions;
  log: (line: string) => void;
  each?: (flow: string, outcome: ScheduleOutcome) => void;
};

/** One flow: the code as it is, then each of its broken copies. */
async function selfTestFlow(flow: Flow<never>, opts: Options): Promise<{ rows: SelfTestRow[]; intact: FlowReport }> {
  const copies = BROKEN_COPIES.filter((c) => c.caughtBy[flow.name]);
  const world = await flow.start(opts.world);
  try {
    await warmUp(flow, world);
    const intact = await checkInWorld(flow, world, { runs: opts.runs, seed: opts.seed });
    const rows: SelfTestRow[] = [
      {
        flow: flow.name,
        copy: "(none: the code as it is)",
        schedules: intact.schedules,
        verdict: intact.violations ? `FAILED: ${intact.violations} violations` : "no violation",
        failed: intact.violations > 0,
      },
    ];
    if (!copies.length)
      rows.push({ flow: flow.name, copy: "-", schedules: 0, verdict: "FAILED: no broken copy names it", failed: true });
    for (const copy of copies) {
      if (!breakLoaded(copy.id)) {
        rows.push({
          flow: flow.name,
          copy: copy.id,
          schedules: 0,
          verdict: "FAILED: its file was not loaded",
          failed: true,
        });
        continue;
      }
      switchBreak(copy.id);
      let report: FlowReport;
      try {
        report = await checkInWorld(flow, world, {
          runs: CATCH_WITHIN,
          seed: opts.seed,
          first: [copy.caughtBy[flow.name]],
          untilViolation: true,
          ...(opts.each ? { each: (o: ScheduleOutcome) => opts.each!(`${flow.name} (${copy.id})`, o) } : {}),
        });
      } finally {
        switchBreak(null);
      }
      const caught = report.shrunk?.violation;
      rows.push({
        flow: flow.name,
        copy: copy.id,
        schedules: report.schedules,
        verdict: caught ? `caught: ${caught}` : `FAILED: not caught in ${report.schedules} schedules`,
        failed: !caught,
      });
      opts.log(`${flow.name}, ${copy.id}: ${rows.at(-1)!.verdict}`);
    }
    return { rows, intact };
  } finally {
    await flow.close(world);
  }
}

export async function selfTest(flows: readonly Flow<never>[], opts: Options) {
  const rows: SelfTestRow[] = [];
  const intact: FlowReport[] = [];
  for (const flow of flows) {
    const done = await selfTestFlow(flow, opts);
    rows.push(...done.rows);
    intact.push(done.intact);
  }
  return { rows, intact, failed: rows.some((r) => r.failed) };
}

export function showSelfTest(rows: readonly SelfTestRow[]): string {
  const cells = rows.map((r) => [r.flow, r.copy, String(r.schedules), r.verdict]);
  return markdownTable(["flow", "broken copy", "schedules", "verdict"], cells);
}

/** What each broken copy of these flows breaks, for the printout. */
export const brokenCopyList = (flows: readonly Flow<never>[]) =>
  BROKEN_COPIES.filter((c) => flows.some((f) => c.caughtBy[f.name]))
    .map((c) => `  ${c.id} (${c.file}): ${c.broken}`)
    .join("\n");
