// Runs a command under GNU time and returns its wall time, CPU time, peak resident memory and stdout. CPU time
// (user + system) is reported beside wall time because the bench machine is shared: contention stretches wall
// time far more than it stretches CPU time.
import { spawn } from "node:child_process";
import { open, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { benchSmoke } from "./smoke";

export type Measured = { seconds: number; cpuSeconds: number; peakMb: number; stdout: string };

/** `stdoutTo` sends the command's output to a file (Miller writes its result to stdout); `env` adds variables. */
export async function measureProcess(
  command: string,
  args: string[],
  stdoutTo?: string,
  env?: Record<string, string>,
): Promise<Measured> {
  const dir = await mkdtemp(path.join(tmpdir(), "bench-"));
  const report = path.join(dir, "time.txt");
  const sink = stdoutTo ? await open(stdoutTo, "w") : null;
  try {
    const child = spawn("/usr/bin/time", ["-f", "%e %U %S %M", "-o", report, command, ...args], {
      stdio: ["ignore", sink ? sink.fd : "pipe", "pipe"],
      env: env ? { ...process.env, ...env } : process.env,
    });
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (d) => (stdout += d));
    child.stderr?.on("data", (d) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    if (code !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${code}: ${stderr.slice(-2000)}`);
    const [seconds, user, system, kb] = (await readFile(report, "utf8")).trim().split(/\s+/).slice(-4).map(Number);
    return { seconds, cpuSeconds: user + system, peakMb: kb / 1024, stdout };
  } finally {
    await sink?.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The run with the median wall time of `runs` runs (the machine is shared, so single runs are noisy). */
export async function measureMedian(
  runs: number,
  command: string,
  args: string[],
  stdoutTo?: string,
): Promise<Measured> {
  const all: Measured[] = [];
  for (let i = 0; i < runs; i++) all.push(await measureProcess(command, args, stdoutTo));
  all.sort((a, b) => a.seconds - b.seconds);
  return all[Math.floor((all.length - 1) / 2)];
}

/** BENCH_RUNS (3 by default); one in smoke mode. */
export const benchRuns = (): number => (benchSmoke() ? 1 : Math.max(1, Number(process.env.BENCH_RUNS ?? 3)));
