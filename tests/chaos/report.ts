// The checker's printout: one table of every flow, then each violation with its shrunk schedule.
import { showAnswer } from "./answers";
import type { ScheduleOutcome } from "./model";

export type FlowReport = {
  flow: string;
  schedules: number;
  faultsInjected: number;
  effects: number;
  violations: number;
  seconds: number;
  /** Knobs of the flow that could not be switched on here (db-drop on PGlite, a stand-in without the knob). */
  faultsOff: string[];
  /** The first violating schedule, shrunk by fast-check. */
  shrunk?: ScheduleOutcome;
  seed: number;
};

/** A schedule, step by step: the fault switched on, the move, and what each press answered. */
export function showOutcome(o: ScheduleOutcome): string {
  const lines = o.observed.map((s) => {
    const step = s.move === "settle" || s.move === "jobs" ? undefined : o.schedule[s.step - 1];
    const fault = step?.fault ? `[${step.fault}] ` : "";
    const answers = s.answers.length ? s.answers.map(showAnswer).join(", ") : "(no answer)";
    return `  ${String(s.step).padStart(2)}. ${fault}${s.move} -> ${answers}; effects ${s.effects}`;
  });
  return [...lines, `  effects counted at the stand-ins at the end: ${o.effects}`, `  violation: ${o.violation}`].join(
    "\n",
  );
}

/** A Markdown table, its columns padded to their widest cell. */
export function markdownTable(head: readonly string[], rows: readonly string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  return [line(head), `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`, ...rows.map(line)].join("\n");
}

export function showTable(reports: readonly FlowReport[]): string {
  const head = ["flow", "schedules", "faults injected", "outside effects", "violations", "seconds"];
  const rows = reports.map((r) =>
    [r.flow, r.schedules, r.faultsInjected, r.effects, r.violations, r.seconds.toFixed(0)].map(String),
  );
  return markdownTable(head, rows);
}

export function showViolations(reports: readonly FlowReport[]): string {
  return reports
    .filter((r) => r.shrunk)
    .map(
      (r) =>
        `\n${r.flow}: ${r.violations} of ${r.schedules} schedules violate (seed ${r.seed}); the first, shrunk:\n${showOutcome(r.shrunk!)}`,
    )
    .join("\n");
}

export function showFaultsOff(reports: readonly FlowReport[]): string {
  return reports
    .filter((r) => r.faultsOff.length)
    .map((r) => `${r.flow}: not injected here: ${r.faultsOff.join(", ")}`)
    .join("\n");
}
