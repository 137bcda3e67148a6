// The measuring client of the ERP proxy bench, run as a process of its own: it imports nothing but node:http and
// node:fs, so neither the bench's set-up (seed, PGlite) nor anything else shares its event loop or its heap.
// Reads its job from PROXY_CLIENT_JOB (JSON) and prints its latencies (ms) and server CPU figures as one JSON line.
import { Agent, request } from "node:http";
import { cpuSeconds } from "./process-tree";

/** One portal server to measure (the working tree's build, and optionally a baseline commit's beside it). */
export type ProxyTarget = { name: string; origin: string; token: string; serverPid: number };
export type ProxyClientJob = {
  targets: ProxyTarget[];
  erpUrl: string;
  erpSessionToken: string;
  contactPath: string;
  calls: number;
  warmUp: number;
  concurrency: number;
};
/** Latencies (ms) by call: `direct`, and per target `proxy:<name>` and `floor:<name>`; CPU ms per call alike. */
export type ProxyClientResult = {
  sequential: Record<string, number[]>;
  concurrent: Record<string, number[]>;
  cpuPerCall: Record<string, number | undefined>;
};

type Call = () => Promise<void>;

/** One HTTP request over a keep-alive agent; any other status fails the bench (a fast error is no result). */
function send(
  agent: Agent,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; status?: number },
): Promise<void> {
  return new Promise((resolve, reject) => {
    // A browser's fetch sends a Content-Length with a JSON body, not a chunked one.
    const headers =
      init.body === undefined
        ? init.headers
        : { ...init.headers, "content-length": String(Buffer.byteLength(init.body)) };
    const req = request(url, { agent, method: init.method, headers }, (res) => {
      res.resume();
      res.on("end", () =>
        res.statusCode === (init.status ?? 200)
          ? resolve()
          : reject(new Error(`${init.method} ${url} answered ${res.statusCode}`)),
      );
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

async function timed(call: Call): Promise<number> {
  const t = performance.now();
  await call();
  return performance.now() - t;
}

/**
 * Sequential: the calls take turns, in a rotating order, so each sees the same moments of a shared machine.
 * `floor` is Next's own cost for a request to the same route that stops at the sign-in check.
 */
async function sequential(calls: Record<string, Call>, n: number) {
  const names = Object.keys(calls);
  const out: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(i + k) % names.length];
      out[name].push(await timed(calls[name]));
    }
  }
  return out;
}

/** n requests with `concurrency` in flight; latencies per request. */
async function concurrent(call: Call, n: number, concurrency: number) {
  const out: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < n) out.push(await timed(call));
    }),
  );
  return out;
}

/** The server's CPU per call over n sequential calls: unlike latency, it hardly depends on the machine's load. */
async function serverCpuPerCall(pid: number, call: Call, n: number): Promise<number | undefined> {
  const before = cpuSeconds(pid);
  for (let i = 0; i < n; i++) await call();
  const after = cpuSeconds(pid);
  return before === undefined || after === undefined ? undefined : ((after - before) * 1000) / n;
}

async function main() {
  const job = JSON.parse(process.env.PROXY_CLIENT_JOB ?? "") as ProxyClientJob;
  const agent = new Agent({ keepAlive: true, maxSockets: job.concurrency * job.targets.length });
  const proxyBody = JSON.stringify({ method: "GET", url: job.contactPath });
  const json = { "content-type": "application/json" };
  const calls: Record<string, Call> = {
    direct: () =>
      send(agent, `${job.erpUrl}${job.contactPath}`, {
        method: "GET",
        headers: { authorization: `SessionToken ${job.erpSessionToken}` },
      }),
  };
  for (const t of job.targets) {
    calls[`proxy:${t.name}`] = () =>
      send(agent, `${t.origin}/api/erp-proxy`, {
        method: "POST",
        headers: { ...json, authorization: `Bearer ${t.token}` },
        body: proxyBody,
      });
    calls[`floor:${t.name}`] = () =>
      send(agent, `${t.origin}/api/erp-proxy`, { method: "POST", headers: json, body: proxyBody, status: 401 });
  }
  for (let i = 0; i < job.warmUp; i++) await Promise.all(Object.values(calls).map((call) => call()));
  const result: ProxyClientResult = { sequential: await sequential(calls, job.calls), cpuPerCall: {}, concurrent: {} };
  for (const t of job.targets) {
    for (const kind of ["floor", "proxy"])
      result.cpuPerCall[`${kind}:${t.name}`] = await serverCpuPerCall(
        t.serverPid,
        calls[`${kind}:${t.name}`],
        job.calls,
      );
  }
  for (const name of ["direct", ...job.targets.map((t) => `proxy:${t.name}`)])
    result.concurrent[name] = await concurrent(calls[name], job.calls, job.concurrency);
  agent.destroy();
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

await main();
