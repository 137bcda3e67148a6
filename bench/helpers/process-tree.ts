// Figures of a process and all its descendants, from Linux's /proc (node:fs only: the lean bench client uses it).
import { readdirSync, readFileSync } from "node:fs";

/** Fields of /proc/<pid>/stat after the ")" that ends the command name: state(0) ppid(1) … utime(11) stime(12). */
export function statFields(pid: number): string[] {
  return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
}

/** `read(pid)` summed over `rootPid` and its descendants; undefined where /proc is missing. */
export function sumOverTree(rootPid: number, read: (pid: number) => number): number | undefined {
  try {
    const procs = readdirSync("/proc")
      .filter((d) => /^\d+$/.test(d))
      .map((d) => {
        try {
          return { pid: Number(d), ppid: Number(statFields(Number(d))[1]) };
        } catch {
          return null;
        }
      })
      .filter((p) => p !== null);
    const tree = new Set([rootPid]);
    for (let grew = true; grew;) {
      grew = false;
      for (const p of procs) {
        if (tree.has(p.pid) || !tree.has(p.ppid)) continue;
        tree.add(p.pid);
        grew = true;
      }
    }
    let sum = 0;
    for (const pid of tree) {
      try {
        sum += read(pid);
      } catch {
        // Gone meanwhile.
      }
    }
    return sum;
  } catch {
    return undefined;
  }
}

/** CPU seconds used so far by a process and its descendants (Linux /proc; undefined elsewhere). */
export function cpuSeconds(rootPid: number): number | undefined {
  const ticks = sumOverTree(rootPid, (pid) => {
    const f = statFields(pid);
    return Number(f[11]) + Number(f[12]);
  });
  return ticks === undefined ? undefined : ticks / 100;
}
