// Scripts that run the portal's server modules outside Next (dev, e2e, the seed, benchmarks) run under Node's
// `react-server` condition, where the `server-only` marker is the package's empty module, as it is in Next's
// server bundles; its default entry throws, which is how it stops a browser bundle. Such a script imports this
// file first. Started without the condition (`npx tsx scripts/e2e.ts`), it runs the same command again with it
// and exits with its code; the npm scripts pass the flag themselves and pay nothing.
import { spawnSync } from "node:child_process";

export const SERVER_CONDITION = "--conditions=react-server";

if (!import.meta.resolve("server-only").endsWith("/empty.js")) {
  // Ctrl-C reaches both processes; this one waits for the other to clean up instead of leaving first.
  process.on("SIGINT", () => undefined);
  const again = spawnSync(process.execPath, [...process.execArgv, SERVER_CONDITION, ...process.argv.slice(1)], {
    stdio: "inherit",
  });
  process.exit(again.status ?? 1);
}
