// The outside tools the benches compare against may be missing on a fresh machine (Miller and pandas are Debian
// packages, not npm ones): a bench then prints the rows it can and says how to add the others.
import { spawnSync } from "node:child_process";

/** Whether `command args` runs and exits 0 (e.g. `mlr --version`, `python3 -c "import pandas"`). */
export function toolAvailable(command: string, args: string[]): boolean {
  const r = spawnSync(command, args, { stdio: "ignore" });
  return r.status === 0;
}
