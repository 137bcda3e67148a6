// npm run chaos [-- --runs N --flow NAME --seed S] – the fault-schedule checker of every flow that moves money or
// makes an ERP record (tests/chaos): one table of schedules, faults injected, outside effects and violations per
// flow, then each violation's shrunk schedule. Exits 1 on a violation.
import "@/scripts/server-conditions";
import "@/tests/chaos/quiet-logs";
import { parseArgs } from "node:util";
import { makePgliteTemplate } from "@/tests/helpers/pglite-template.global";
import { checkFlow } from "@/tests/chaos/check-flow";
import { FLOWS } from "@/tests/chaos/flows";
import { showFaultsOff, showTable, showViolations, type FlowReport } from "@/tests/chaos/report";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "5000" }, flow: { type: "string" }, seed: { type: "string" } },
});
const runs = Number(values.runs);
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed))
  throw new Error("--runs and --seed take whole numbers");
const flows = FLOWS.filter((f) => !values.flow || f.name.includes(values.flow));
if (!flows.length) throw new Error(`no flow named ${values.flow}; the flows: ${FLOWS.map((f) => f.name).join(", ")}`);

console.log(`fault schedules: ${runs} per flow, seed ${seed}, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`);
// As vitest's globalSetup does: the flows' PGlite databases start from one migrated dump.
const template = process.env.DATABASE_URL ? null : await makePgliteTemplate();
const reports: FlowReport[] = [];
try {
  for (const flow of flows) {
    reports.push(
      await checkFlow(flow, {
        runs,
        seed,
        world: { pgliteTemplate: template?.file ?? null },
        log: (line) => console.log(line),
      }),
    );
  }
} finally {
  await template?.remove();
}
console.log(`\n${showTable(reports)}`);
const off = showFaultsOff(reports);
if (off) console.log(`\n${off}`);
console.log(showViolations(reports));
process.exit(reports.some((r) => r.violations) ? 1 : 0);
