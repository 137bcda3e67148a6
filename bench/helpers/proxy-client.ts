// The measuring client of the ERP proxy bench, run as a process of its own: it imports nothing but node:http and
// node:fs, so neither the bench's set-up (seed, PGlite) nor anything else shares its event loop or its heap.
// Reads its job from PROXY_CLIENT_JOB (JSON) and prints its latencies (ms) and server CPU figures as one JSON line.
import { readdirSync, readFileSync } from "node:fs";
import { Agent, request } from "node:http";

export type ProxyClientJob = {
  origin: string;
  token: string;
  erpUrl: string;
  erpSessionToken: string;
  contactPath: string;
  serverPid: number;
  calls: number;
  warmUp: number;
  concurrency: number;
};
export type ProxyClientResult = {
  sequential: { proxy: number[]; direct: number[]; floor: number[] };
  concurrent: { proxy: number[]; direct: number[] };
  cpuPerCall: { proxy?: number; floor?: number };
};

type Call = () => Promise<void>;

/** One HTTP request over a keep-alive agent; any other status fails the bench (a fast error is no result). */
function send(agent: Agent, url: string, init: { method: string; headers: Record<string, string>; body?: string; status?: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    // A browser's fetch sends a Content-Length with a JSON body, not a chunked one.
    const headers = init.body === undefined ? init.headers : { ...init.headers, "content-length": String(Buffer.byteLength(init.body)) };
    const req = request(url, { agent, method: init.method, headers }, (res) => {
      res.resume();
      res.on("end", () => (res.statusCode === (init.status ?? 200) ? resolve() : reject(new Error(`${init.method} ${url} answered ${res.statusCode}`))));
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
 * Sequential: the three calls take turns, in a rotating order, so each sees the same moments of a shared machine.
 * `floor` is Next's own cost for a request to the same route that stops at the sign-in check.
 */
async function sequential(calls: Record<"proxy" | "direct" | "floor", Call>, n: number) {
  const names = ["proxy", "direct", "floor"] as const;
  const out = { proxy: [] as number[], direct: [] as number[], floor: [] as number[] };
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

/** CPU seconds used so far by a process and its children (Linux /proc; undefined elsewhere). */
function cpuSeconds(rootPid: number): number | undefined {
  try {
    const stats = readdirSync("/proc")
      .filter((d) => /^\d+$/.test(d))
      .map((d) => {
        try {
          // Fields after the ")" that ends the command name: state ppid … utime(14) stime(15), 1-based.
          const rest = readFileSync(`/proc/${d}/stat`, "utf8").split(") ")[1].split(" ");
          return { pid: Number(d), ppid: Number(rest[1]), ticks: Number(rest[11]) + Number(rest[12]) };
        } catch {
          return null;
        }
      })
      .filter((x) => x !== null);
    const tree = new Set([rootPid]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const p of stats) {
        if (tree.has(p.pid) || !tree.has(p.ppid)) continue;
        tree.add(p.pid);
        grew = true;
      }
    }
    return stats.filter((p) => tree.has(p.pid)).reduce((sum, p) => sum + p.ticks, 0) / 100;
  } catch {
    return undefined;
  }
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
  const agent = new Agent({ keepAlive: true, maxSockets: job.concurrency });
  const proxyBody = JSON.stringify({ method: "GET", url: job.contactPath });
  const json = { "content-type": "application/json" };
  const calls = {
    proxy: () => send(agent, `${job.origin}/api/erp-proxy`, { method: "POST", headers: { ...json, authorization: `Bearer ${job.token}` }, body: proxyBody }),
    floor: () => send(agent, `${job.origin}/api/erp-proxy`, { method: "POST", headers: json, body: proxyBody, status: 401 }),
    direct: () => send(agent, `${job.erpUrl}${job.contactPath}`, { method: "GET", headers: { authorization: `SessionToken ${job.erpSessionToken}` } }),
  };
  for (let i = 0; i < job.warmUp; i++) await Promise.all([calls.proxy(), calls.direct(), calls.floor()]);
  const result: ProxyClientResult = {
    sequential: await sequential(calls, job.calls),
    cpuPerCall: {
      floor: await serverCpuPerCall(job.serverPid, calls.floor, job.calls),
      proxy: await serverCpuPerCall(job.serverPid, calls.proxy, job.calls),
    },
    concurrent: {
      proxy: await concurrent(calls.proxy, job.calls, job.concurrency),
      direct: await concurrent(calls.direct, job.calls, job.concurrency),
    },
  };
  agent.destroy();
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

await main();
