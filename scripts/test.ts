// npm test – type check, lint, format check, unit and integration tests, the fault-schedule checker's self-test, then
// end-to-end tests in Chromium against a production build, then the CSV benches in smoke mode (once each on small
// files, answers checked, on the build the end-to-end tests made). Ends with one line `N passed, N failed` over all
// suites.
import { spawn } from "node:child_process";
import { mkdir, readFile, rm } from "node:fs/promises";

type Count = { passed: number; failed: number };
const REPORTS = ".data/test-reports";

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: "inherit", env });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

const node = process.execPath;
const bin = (pkg: string) => `node_modules/${pkg}`;

async function gate(name: string, cmd: string, args: string[], env?: NodeJS.ProcessEnv): Promise<Count> {
  console.log(`\n▶ ${name}`);
  const code = await run(cmd, args, env);
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as T;
  } catch {
    return null;
  }
}

async function vitest(): Promise<Count> {
  console.log("\n▶ unit and integration tests (vitest)");
  const out = `${REPORTS}/vitest.json`;
  const code = await run(node, [
    bin("vitest/vitest.mjs"),
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
  ]);
  const report = await readJson<{ numPassedTests: number; numFailedTests: number }>(out);
  if (!report) return { passed: 0, failed: 1 };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0),
  };
}

async function e2e(): Promise<Count> {
  console.log("\n▶ end-to-end tests (Playwright, Chromium, production build)");
  const out = `${REPORTS}/playwright.json`;
  const code = await run(node, [bin("tsx/dist/cli.mjs"), "--conditions=react-server", "scripts/e2e.ts"], {
    ...process.env,
    E2E_BUILD: "1",
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  const report = await readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(out);
  if (!report) return { passed: 0, failed: 1 };
  const failed = report.stats.unexpected + (code !== 0 && report.stats.unexpected === 0 ? 1 : 0);
  return { passed: report.stats.expected + report.stats.flaky, failed };
}

await rm(REPORTS, { recursive: true, force: true });
await mkdir(REPORTS, { recursive: true });

const counts: Count[] = [];
counts.push(await gate("type check (tsc)", node, [bin("typescript/bin/tsc"), "--noEmit"]));
counts.push(await gate("lint (eslint)", node, [bin("eslint/bin/eslint.js"), "."]));
counts.push(await gate("format (prettier --check)", node, [bin("prettier/bin/prettier.cjs"), "--check", "."]));
// No import cycle anywhere, type imports counted (madge; eslint's import/no-cycle skips type imports).
counts.push(
  await gate("import cycles (madge)", node, [
    bin("madge/bin/cli.js"),
    "--circular",
    "--extensions",
    "ts,tsx",
    "--ts-config",
    "tsconfig.json",
    "lib",
    "db",
    "app",
    "components",
  ]),
);
counts.push(await vitest());
// The fault-schedule checker proves it can fail: every flow against broken copies of its recovery or guard, each of
// which it must catch, after a short run on the code as it is (the vitest suites above ran 100 schedules a flow).
counts.push(
  await gate("fault-schedule checker: self-test", node, [
    bin("tsx/dist/cli.mjs"),
    "--conditions=react-server",
    "scripts/chaos.ts",
    "--self-test",
    "--runs",
    "5",
    "--seed",
    "24",
  ]),
);
counts.push(await e2e());
// After the e2e tests: the benches that serve a production build serve theirs instead of making one.
counts.push(
  await gate(
    "benches (smoke): every bench for a moment",
    node,
    [bin("tsx/dist/cli.mjs"), "--conditions=react-server", "bench/run.ts"],
    { ...process.env, BENCH_SMOKE: "1" },
  ),
);

const total = counts.reduce((a, c) => ({ passed: a.passed + c.passed, failed: a.failed + c.failed }), {
  passed: 0,
  failed: 0,
});
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed ? 1 : 0);
