// Starts the local stand-ins for the outside systems (dev and tests only; the app reaches them over HTTP).
import { startErpSim } from "@/sim/erp/server";

export type StandIns = {
  erpBaseUrl: string;
  /** Environment for the app so it talks to these stand-ins. */
  env: Record<string, string>;
  printable: string[];
  close(): Promise<void>;
};

export async function startStandIns(opts: { dataDir: string; erpHost?: string }): Promise<StandIns> {
  const erp = await startErpSim({ host: opts.erpHost ?? process.env.ERP_SIM_HOST ?? "127.0.0.1" });
  void opts.dataDir;
  return {
    erpBaseUrl: erp.baseUrl,
    env: {},
    printable: [`ERP stand-in: ${erp.ports.map((p) => `${erp.baseUrl}:${p}`).join(", ")}`],
    close: () => erp.close(),
  };
}
