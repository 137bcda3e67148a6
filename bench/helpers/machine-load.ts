// How busy the shared machine was while a bench ran: load average and the CPU time the host gave to other guests.
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";

/** The machine's CPU tick counters (user, nice, system, idle, iowait, irq, softirq, steal, …), from /proc/stat. */
function cpuTicks(): number[] | undefined {
  try {
    return readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  } catch {
    return undefined;
  }
}

/** CPU "steal" ticks and all ticks so far (undefined off Linux). */
export function stealTicks(): { steal: number; total: number } | undefined {
  const cpu = cpuTicks();
  return cpu && { steal: cpu[7], total: cpu.reduce((a, b) => a + b, 0) };
}

/** CPU idle ticks (idle + iowait) so far (undefined off Linux). */
export function idleTicks(): number | undefined {
  const cpu = cpuTicks();
  return cpu && cpu[3] + cpu[4];
}

/** Starts watching; the returned function describes the load since then in one sentence. */
export function watchMachineLoad(): () => string {
  const before = stealTicks();
  const loads: number[] = [loadavg()[0]];
  const timer = setInterval(() => loads.push(loadavg()[0]), 5000).unref();
  return () => {
    clearInterval(timer);
    loads.push(loadavg()[0]);
    const after = stealTicks();
    const steal = before && after ? (after.steal - before.steal) / Math.max(1, after.total - before.total) : undefined;
    const low = Math.min(...loads).toFixed(1);
    const high = Math.max(...loads).toFixed(1);
    return (
      `Machine: ${cpus().length} cores, 1-minute load average ${low}–${high} during the run, ` +
      `CPU stolen by the host ${steal === undefined ? "n/a" : `${(steal * 100).toFixed(0)} %`}; Node ${process.version}.`
    );
  };
}
