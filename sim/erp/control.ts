// /__control/* : test-only endpoints (not ERP calls). They bypass auth, faults and stats.
import { Reply, badRequest } from "./http";
import type { Env } from "./env";

export function control(env: Env, method: string, name: string, body: unknown): Reply {
  const key = `${method} ${name.toLowerCase()}`;
  switch (key) {
    case "POST faults":
      env.faults.merge(body ?? {}, () => env.sessions.clear());
      return new Reply(200, { faults: env.faults.snapshot() });
    case "GET faults":
      return new Reply(200, { faults: env.faults.snapshot() });
    case "DELETE faults":
      env.faults.clear();
      return new Reply(200, { faults: env.faults.snapshot() });
    case "POST reset":
      env.reset();
      return new Reply(200, { reset: true, port: env.port });
    case "GET stats":
      return new Reply(200, env.stats);
    case "DELETE stats":
      env.resetStats();
      return new Reply(200, env.stats);
    case "GET writes":
      return new Reply(200, { writes: env.writes });
    case "DELETE writes":
      env.writes = [];
      return new Reply(200, { writes: env.writes });
    default:
      throw badRequest(`Unknown control endpoint ${method} /__control/${name}`);
  }
}
