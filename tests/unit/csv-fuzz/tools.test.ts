// Differential fuzzing of the CSV tools (tests/fuzz): each tool's answer on a fixed-seed sample of messy files,
// streamed in random chunks, against a plain reference implementation over the reference reader's rows.
import { expect, test } from "vitest";
import { fuzzTarget, showFound } from "@/tests/fuzz/run-target";
import { TARGETS } from "@/tests/fuzz/targets";

const tools = TARGETS.filter((t) => t.name !== "reader");

test.each(tools.map((t) => [t.name, t] as const))(
  "%s answers 100 messy files as its reference does",
  async (_name, target) => {
    const report = await fuzzTarget(target, { runs: 100, seed: 2525, maxKinds: 2 });
    expect(showFound(report)).toEqual([]);
    expect(report.inputs).toBe(100);
  },
  120_000,
);
