// The tracking spike's customers, run as a process of its own (node:http and pure helpers only). Each customer has
// its own loopback address (nginx's per-address limit sees the many people they are) and up to 6 connections, as a
// browser has, and asks for a random invoice's public tracking answer once a second, the customers' turns spread
// over each second, for `seconds` after `warmupSeconds` unrecorded (2,000 connections opened in one second would
// measure the client). Open loop: a request's time runs from when it was due, so a slow answer cannot hide the ones
// queued behind it. Reads SPIKE_CLIENT_JOB (JSON) and prints a SpikeClientResult as one JSON line.
import { Agent, request } from "node:http";

export type SpikeClientJob = {
  origin: string;
  /** This process's first customer (its addresses follow the other processes'). */
  firstAddress: number;
  /** Paths to ask for (each a tracking answer), picked at random. */
  paths: string[];
  /** This process's customers, and all processes' (the customers' turns spread over each second). */
  addresses: number;
  totalAddresses: number;
  seconds: number;
  /** Seconds before the measured ones, unrecorded: every customer's connection is open when timing starts. */
  warmupSeconds: number;
};
export type SpikeClientResult = {
  /** Each recorded request's time, ms. */
  ms: number[];
  /** Answers by status ("200", "429", "timeout", …). */
  statuses: Record<string, number>;
  /** nginx's X-Cache-Status per answer (HIT, MISS, …). */
  cache: Record<string, number>;
  /** The oldest answer: seconds between its Date (when the portal made it) and its arrival. */
  oldestSeconds: number;
};

const TIMEOUT_MS = 10_000;

/** 127.1.x.y: the loopback network is a /8, and Linux answers on every address of it. */
function loopbackAddress(i: number): string {
  return `127.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;
}

type Answer = { status: string; cache: string; ageSeconds: number };

function ask(agent: Agent, url: string): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request(url, { agent, timeout: TIMEOUT_MS }, (res) => {
      res.resume();
      res.on("end", () => {
        const date = Date.parse(String(res.headers.date ?? ""));
        resolve({
          status: String(res.statusCode),
          cache: String(res.headers["x-cache-status"] ?? "none"),
          // Date has whole seconds: the answer was made within the second it names.
          ageSeconds: Number.isNaN(date) ? NaN : (Date.now() - date) / 1000,
        });
      });
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (err: NodeJS.ErrnoException) =>
      resolve({
        status: err.message === "timeout" ? "timeout" : (err.code ?? "error"),
        cache: "none",
        ageSeconds: NaN,
      }),
    );
    req.end();
  });
}

async function customer(job: SpikeClientJob, i: number, start: number, out: { ms: number[]; answers: Answer[] }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 6, localAddress: loopbackAddress(job.firstAddress + i) });
  const offset = ((job.firstAddress + i) / job.totalAddresses) * 1000;
  const pending: Promise<void>[] = [];
  for (let n = 0; n < job.warmupSeconds + job.seconds; n++) {
    const due = start + offset + n * 1000;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const path = job.paths[Math.floor(Math.random() * job.paths.length)];
    pending.push(
      ask(agent, `${job.origin}${path}`).then((a) => {
        if (n < job.warmupSeconds) return;
        out.ms.push(performance.now() - due);
        out.answers.push(a);
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
}

function tally(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}

async function main() {
  const job = JSON.parse(process.env.SPIKE_CLIENT_JOB ?? "") as SpikeClientJob;
  const out = { ms: [] as number[], answers: [] as Answer[] };
  const start = performance.now() + 500;
  await Promise.all(Array.from({ length: job.addresses }, (_, i) => customer(job, i, start, out)));
  const result: SpikeClientResult = {
    ms: out.ms,
    statuses: tally(out.answers.map((a) => a.status)),
    cache: tally(out.answers.map((a) => a.cache)),
    oldestSeconds: out.answers.reduce((m, a) => (a.ageSeconds > m ? a.ageSeconds : m), -Infinity),
  };
  process.stdout.write(JSON.stringify(result) + "\n");
}

await main();
