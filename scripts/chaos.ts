// npm run chaos [-- --runs N --flow NAME --seed S --verbose] – the fault-schedule checker of every flow that moves
// money or makes an ERP record (tests/chaos): one table of schedules, faults injected, outside effects and
// violations per flow, then each violation's shrunk schedule. Exits 1 on a violation.
// npm run chaos -- --self-test [--runs N] – the checker proves it can fail: a short run of every flow on the code as
// it is, then each flow against broken copies of its recovery or guard (tests/chaos/self-test), each of which it
// must catch. Exits 1 when one is not caught (or the code as it is violates).
import "@/scripts/server-conditions";
import "@/tests/chaos/quiet-logs";
import "@/tests/chaos/slow-calls";
import { parseArgs } from "node:util";
import { registerBrokenCopies } from "@/tests/chaos/self-test/switch-break";

const { values } = parseArgs({
  options: {
    runs: { type: "string" },
    flow: { type: "string" },
    seed: { type: "string" },
    verbose: { type: "boolean", default: false },
    "self-test": { type: "boolean", default: false },
  },
});
const selfTest = values["self-test"];
const runs = Number(values.runs ?? (selfTest ? 10 : 5000));
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed))
  throw new Error("--runs and --seed take whole numbers");

// Before the code under test is imported: it loads with its broken copies beside it (switched off).
if (selfTest) registerBrokenCopies();
const { runChecker } = await import("@/tests/chaos/run-checker");
process.exit(await runChecker({ runs, seed, flow: values.flow, verbose: values.verbose, selfTest }));
