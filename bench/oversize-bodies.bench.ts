// Oversize bodies (issue 11): twenty parallel 100 MB bodies to POST /api/auth/login on a production server, once
// with Content-Length and once chunked. Each should get 413 quickly, a signed-in user's requests should keep
// answering meanwhile, and the server's memory should grow by less than 100 MB.
//
//   flock /tmp/e54-next.lock npm run bench -- oversize-bodies      (builds when .next/BUILD_ID is missing)
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDb } from "@/db/client";
import { seedDemo } from "@/db/seed";
import { ensureProductionBuild, bearerToken, startNextServer, stop } from "./helpers/next-server";
import { sumOverTree } from "./helpers/process-tree";
import type { BenchResult } from "./run";
import { smokeOr } from "./helpers/smoke";

/** In smoke mode (CI) a moment of each step on a small input: it still runs and checks, its figures mean nothing. */
export const smoke = true;

const PARALLEL = smokeOr(20, 2);
const BODY_BYTES = 100 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x61);

/** Resident memory (bytes) of a process and its children, from /proc. */
function treeRss(rootPid: number): number {
  return (
    sumOverTree(
      rootPid,
      (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024,
    ) ?? 0
  );
}

/** One 100 MB sign-in body, written as fast as the socket takes it until the answer comes; ms to the answer. */
function oversizeLogin(origin: string, chunked: boolean): Promise<{ status: number; ms: number; sentBytes: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let sent = 0;
    let answered = false;
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (!chunked) headers["content-length"] = String(BODY_BYTES);
    const req = request(`${origin}/api/auth/login`, { method: "POST", headers }, (res) => {
      answered = true;
      const result = { status: res.statusCode ?? 0, ms: performance.now() - started, sentBytes: sent };
      res.resume();
      req.destroy();
      resolve(result);
    });
    req.on("error", (err) => (answered ? undefined : reject(err)));
    const pump = () => {
      while (!answered && sent < BODY_BYTES) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

/** A signed-in user's ordinary request, timed. */
async function ordinaryCall(origin: string, token: string): Promise<{ ok: boolean; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${origin}/api/products`, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  return { ok: res.ok, ms: performance.now() - started };
}

const pct = (ms: number[], q: number) =>
  [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? NaN;

async function round(origin: string, token: string, pid: number, chunked: boolean) {
  const before = treeRss(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(pid))), 25);
  const ordinary: { ok: boolean; ms: number }[] = [];
  let flooding = true;
  const others = (async () => {
    while (flooding) ordinary.push(await ordinaryCall(origin, token));
  })();
  const answers = await Promise.all(Array.from({ length: PARALLEL }, () => oversizeLogin(origin, chunked)));
  flooding = false;
  await others;
  clearInterval(sampler);
  return { before, peak, answers, ordinary };
}

export default async function bench(): Promise<BenchResult[]> {
  await ensureProductionBuild();
  const dir = await mkdtemp(path.join(tmpdir(), "e54-bench-oversize-"));
  try {
    const db = await openDb({ pgliteDir: dir });
    await seedDemo(db.db);
    await db.close();
    const { server, origin } = await startNextServer({ pgliteDir: dir });
    try {
      const token = await bearerToken(origin, { email: "admin@example.com", password: "admin1234" });
      for (let i = 0; i < 20; i++) await ordinaryCall(origin, token);
      const rows: (string | number)[][] = [];
      for (const chunked of [false, true]) {
        const r = await round(origin, token, server.pid!, chunked);
        const ms = r.answers.map((a) => a.ms);
        const statuses = [...new Set(r.answers.map((a) => a.status))].join(", ");
        const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
        rows.push([
          chunked ? "chunked (no Content-Length)" : "Content-Length: 100 MB",
          statuses,
          pct(ms, 0.5).toFixed(0),
          Math.max(...ms).toFixed(0),
          mb(Math.max(...r.answers.map((a) => a.sentBytes))),
          `${r.ordinary.filter((o) => o.ok).length}/${r.ordinary.length}`,
          pct(
            r.ordinary.map((o) => o.ms),
            0.5,
          ).toFixed(0),
          Math.max(...r.ordinary.map((o) => o.ms)).toFixed(0),
          mb(r.peak - r.before),
        ]);
      }
      return [
        {
          title: `${PARALLEL} parallel 100 MB bodies to POST /api/auth/login (next start)`,
          columns: [
            "bodies",
            "answers",
            "answer p50 ms",
            "answer max ms",
            "most MB sent before the answer",
            "other user's calls ok",
            "their p50 ms",
            "their max ms",
            "server memory growth MB",
          ],
          rows,
          notes: [
            "Aim (issue 11): every body 413 quickly, the other user's calls keep answering, memory growth under 100 MB. Memory is the server's resident set (its process tree), sampled every 25 ms.",
          ],
        },
      ];
    } finally {
      await stop(server);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
