// The vitest side of the checker: a fixed-seed sample of schedules per flow, failing with the shrunk schedule.
import { expect, it } from "vitest";
import { checkFlow } from "./check-flow";
import type { Flow } from "./model";
import { showFaultsOff, showViolations } from "./report";

export const FIXED_SEED = 24;
export const SAMPLE_RUNS = 100;

export function chaosTest<W>(flow: Flow<W>) {
  it(`${flow.name}: ${SAMPLE_RUNS} fault schedules, every answer true as it was given, at most one effect per key`, async () => {
    const report = await checkFlow(flow, { runs: SAMPLE_RUNS, seed: FIXED_SEED });
    const faultsOff = showFaultsOff([report]);
    if (faultsOff) console.info(faultsOff);
    expect(report.schedules).toBe(SAMPLE_RUNS);
    expect(report.violations, showViolations([report])).toBe(0);
  }, 900_000);
}
