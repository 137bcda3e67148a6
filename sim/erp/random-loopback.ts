// Hermetic tests: the sim on the real logical ports (5000-5003) but on a random 127.x.y.z, so it never
// clashes with a dev server on 127.0.0.1 or with another test file's sim.
import { randomInt } from "node:crypto";
import { startErpSim, type ErpSim, type ErpSimOptions } from "./server";

const RETRYABLE = new Set(["EADDRINUSE", "EADDRNOTAVAIL"]);

export function randomLoopbackHost(): string {
  for (;;) {
    const host = `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
    if (host !== "127.0.0.1") return host;
  }
}

export async function startErpSimOnRandomLoopback(opts: Omit<ErpSimOptions, "host"> = {}): Promise<ErpSim> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 25; attempt++) {
    try {
      return await startErpSim({ ...opts, host: randomLoopbackHost() });
    } catch (err) {
      lastError = err;
      if (!RETRYABLE.has((err as NodeJS.ErrnoException).code ?? "")) throw err;
    }
  }
  throw lastError;
}
