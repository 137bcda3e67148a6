// npm run fuzz [-- --runs N --target NAME --seed S --path P --max-kinds K --seconds T] – differential fuzzing of the CSV tools (tests/fuzz):
// messy CSV files read by lib/csv and by the tools, against the reference reader, DuckDB and reference tools. Prints
// per target the inputs generated and the differences, then each kind of difference with its shrunk input and the
// command that replays it. Exits 1 on any difference.
import { parseArgs } from "node:util";
import { closeDuckdb } from "@/tests/fuzz/duckdb-reader";
import { fuzzTarget, showFound, showKinds, showSummary, type TargetReport } from "@/tests/fuzz/run-target";
import { TARGETS } from "@/tests/fuzz/targets";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "10000" },
    target: { type: "string" },
    seed: { type: "string" },
    path: { type: "string" },
    "max-kinds": { type: "string", default: "10" },
    seconds: { type: "string" },
  },
});
const runs = Number(values.runs);
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed))
  throw new Error("--runs and --seed take whole numbers");
const targets = TARGETS.filter((t) => !values.target || t.name === values.target);
if (!targets.length)
  throw new Error(`no target named ${values.target}; the targets: ${TARGETS.map((t) => t.name).join(", ")}`);

console.log(`differential fuzzing: ${runs} inputs per target, seed ${seed}`);
const reports: TargetReport[] = [];
try {
  for (const target of targets) {
    reports.push(
      await fuzzTarget(target, {
        runs,
        seed,
        path: values.path,
        maxKinds: Number(values["max-kinds"]),
        seconds: values.seconds === undefined ? undefined : Number(values.seconds),
        log: (line) => console.log(line),
      }),
    );
  }
} finally {
  await closeDuckdb();
}
console.log(`\n${reports.map(showSummary).join("\n")}`);
const kinds = reports.flatMap(showKinds);
if (kinds.length) console.log(`\ninputs per kind of difference:\n${kinds.join("\n")}`);
const found = reports.flatMap(showFound);
if (found.length) console.log(`\n${found.join("\n\n")}`);
else if (!kinds.length) console.log("\nno differences");
process.exit(kinds.length ? 1 : 0);
