// ERP stand-in: startup, first use of each seeded resource, and per-request cost of the calls the portal makes
// most (GET /Contacts/{id} is the proxy benchmark's baseline), measured over keep-alive HTTP on loopback.
import { Agent, request } from "node:http";
import type { BenchResult } from "./run";
import { CONTACTS, INVOICE_CUSTOMER, QUEUE_BRANCH } from "@/sim/erp/fixtures";
import { startErpSimOnRandomLoopback } from "@/sim/erp/random-loopback";
import { smokeOr } from "./helpers/smoke";

/** In smoke mode (CI) a moment of each step on a small input: it still runs and checks, its figures mean nothing. */
export const smoke = true;

const CONNECTIONS = 8;
const SECONDS = smokeOr(3, 1);

function get(agent: Agent, url: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { Authorization: `SessionToken ${token}` } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

async function load(url: string, token: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  let failures = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        if ((await get(agent, url, token)) !== 200) failures++;
        latencies.push(performance.now() - t);
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(2);
  return { rps: Math.round(latencies.length / SECONDS), p50: at(0.5), p99: at(0.99), failures };
}

export default async function bench(): Promise<BenchResult[]> {
  let t = performance.now();
  const sim = await startErpSimOnRandomLoopback({ seed: 1054 });
  const startup = performance.now() - t;
  const base = `${sim.baseUrl}:5000`;
  try {
    const res = await fetch(`${base}/Sessions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "JSMITH", password: "staff1234" }),
    });
    const token = decodeURIComponent(((await res.json()) as { sessionToken: string }).sessionToken);
    const firstUse: (string | number)[][] = [["startErpSim (4 ports)", startup.toFixed(0)]];
    for (const [label, path] of [
      ["first GET /Contacts (builds customers + contacts)", "/Contacts?pageSize=1"],
      ["first GET /Products (builds catalogue)", "/Products?pageSize=1"],
      ["first GET /SalesOrders (builds orders)", "/SalesOrders?pageSize=1"],
    ]) {
      t = performance.now();
      await fetch(`${base}${path}`, { headers: { sessionToken: token } });
      firstUse.push([label, (performance.now() - t).toFixed(0)]);
    }
    const ids = (await (
      await fetch(`${base}/Products?pageSize=100&startIndex=500`, { headers: { sessionToken: token } })
    ).json()) as { results: { id: number }[] };
    const calls: [string, string][] = [
      ["GET /Contacts/{id}", `/Contacts/${CONTACTS.unique.id}`],
      ["GET /Contacts?keyword (1,150 contacts)", "/Contacts?keyword=smith&includeTotalItems=true"],
      [
        "GET /SalesOrders shipping queue",
        `/SalesOrders?ShipBranch=${QUEUE_BRANCH}&OrderStatus=Invoice&PrintStatus=Q&includeTotalItems=true`,
      ],
      [
        "GET /SalesOrders invoice list",
        `/SalesOrders?ShipTo=${INVOICE_CUSTOMER.shipToId}&OrderStatus=Invoice&sort=-shipDate&pageSize=25&includeTotalItems=true`,
      ],
      [
        "GET /ProductPricingMassInquiry (100 ids)",
        `/ProductPricingMassInquiry?CustomerId=${INVOICE_CUSTOMER.id}&ShowCost=true&PageSize=100&${ids.results.map((p) => `ProductId=${p.id}`).join("&")}`,
      ],
      ["GET /SalesOrders/{id}/PrintInvoice (PDF)", "/SalesOrders/S1000002/PrintInvoice"],
    ];
    const rows: (string | number)[][] = [];
    for (const [label, path] of calls) {
      const r = await load(`${base}${path}`, token);
      rows.push([label, r.rps, r.p50, r.p99, r.failures]);
    }
    return [
      { title: "ERP stand-in: startup and first use (ms)", columns: ["step", "ms"], rows: firstUse },
      {
        title: `ERP stand-in: throughput (${CONNECTIONS} keep-alive connections, ${SECONDS} s each)`,
        columns: ["call", "req/s", "p50 ms", "p99 ms", "non-200"],
        rows,
        notes: ["Seed 1054 so the first-use times include generation (seed 54 may already be built in-process)."],
      },
    ];
  } finally {
    await sim.close();
  }
}
