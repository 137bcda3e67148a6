// tsx sim/erp/cli.ts [--host 127.0.0.1] [--ports 5000,5001,5002,5003] [--seed 54]
import { DEFAULT_PORTS, ENVIRONMENT_NAMES, startErpSim } from "./server";

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq?.slice(name.length + 3);
}

const host = arg("host") ?? "127.0.0.1";
const ports =
  arg("ports")
    ?.split(",")
    .map((p) => Number(p.trim())) ?? DEFAULT_PORTS;
const seed = Number(arg("seed") ?? 54);
if (ports.some((p) => !Number.isInteger(p) || p <= 0 || p > 65535) || !Number.isInteger(seed)) {
  console.error("usage: tsx sim/erp/cli.ts [--host 127.0.0.1] [--ports 5000,5001,5002,5003] [--seed 54]");
  process.exit(2);
}

const started = Date.now();
const sim = await startErpSim({ host, ports, seed });
for (const port of sim.ports) {
  console.log(
    `erp-sim ${ENVIRONMENT_NAMES[port] ?? `Port ${port}`} listening on ${sim.baseUrl}:${port} (seed ${seed}, ${Date.now() - started} ms)`,
  );
}

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await sim.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
