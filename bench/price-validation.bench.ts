// Price Comparison: a 20,000-line price file over 400 customers against the ERP stand-in at 50 ms a call,
// priced the portal's way (batches per customer, 6 calls in flight, one retry) and the straightforward way (one
// customer after another, one call each), side by side in one run: wall time and ERP requests of each.
import type { BenchResult } from "./run";
import { availableParallelism, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { parentPort, Worker } from "node:worker_threads";
import { seededRandom } from "./helpers/seeded-random";
import type { CrossReferences } from "@/lib/cross-reference/cross-reference-files";
import { parseCrossReference } from "@/lib/cross-reference/parse-cross-reference";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { listProductPricing } from "@/lib/erp/resources/pricing";
import { comparePricesCollected } from "@/lib/price-validation/compare-prices";
import { PRICING_BATCH_SIZE, PRICING_CONCURRENCY } from "@/lib/price-validation/constants";
import { erpPricingFetcher } from "@/lib/price-validation/erp-pricing-fetcher";
import { parsePriceFile } from "@/lib/price-validation/parse-price-file";
import { resolveRows } from "@/lib/price-validation/resolve-rows";
import type { PriceFileRow } from "@/lib/price-validation/schemas";
import { startErpSimOnRandomLoopback } from "@/sim/erp/random-loopback";
import { buildXrefFiles } from "@/sim/erp/xref";
import { smokeOr } from "./helpers/smoke";

/** In smoke mode (CI) a moment of each step on a small input: it still runs and checks, its figures mean nothing. */
export const smoke = true;

const LINES = smokeOr(20_000, 200);
const CUSTOMERS = smokeOr(400, 10);
const LATENCY_MS = 50;

/** A price file as the distributor exports it: 9 report lines, then LINES rows spread over CUSTOMERS customers. */
function generatePriceFile(xref: CrossReferences): string {
  const random = seededRandom(2054);
  const customers = [...xref.customers.keys()].slice(0, CUSTOMERS);
  const products = [...xref.products.keys()];
  const lines = [
    "PRICE VALIDATION EXTRACT",
    "Run date: 2026-11-20",
    "",
    "Branch: ALL",
    "",
    "",
    "",
    "--------",
    "EDS_PN,DESCRIPTION,INVOICE,SELL,COST,COGS,BRANCH,CUSTOMER,QTY",
  ];
  for (let i = 0; i < LINES; i++) {
    const product = products[Math.floor(random() * products.length)];
    const sell = (1 + random() * 200).toFixed(2);
    lines.push(
      `${product},ITEM ${i},S${2_000_000 + i}.001,${sell},${(Number(sell) * 0.7).toFixed(2)},${(Number(sell) * 0.72).toFixed(2)},TNNA,${customers[i % CUSTOMERS]},1`,
    );
  }
  return lines.join("\r\n") + "\r\n";
}

/** The straightforward way: each customer in turn, one pricing call for its products (split only where the ERP must). */
async function straightforward(conn: ErpConnection, rows: PriceFileRow[], xref: CrossReferences): Promise<number> {
  const byCustomer = new Map<string, Set<string>>();
  for (const r of resolveRows(rows, xref).resolved) {
    const set = byCustomer.get(r.resolvedCustomerId) ?? new Set<string>();
    set.add(r.herProductId);
    byCustomer.set(r.resolvedCustomerId, set);
  }
  let priced = 0;
  for (const [customerId, products] of byCustomer) {
    const ids = [...products];
    for (let i = 0; i < ids.length; i += PRICING_BATCH_SIZE) {
      const answer = await listProductPricing(conn, {
        CustomerId: customerId,
        ProductId: ids.slice(i, i + PRICING_BATCH_SIZE),
        ShowCost: true,
      });
      priced += answer.results.length;
    }
  }
  return priced;
}

/**
 * The stand-in (startErpSimOnRandomLoopback) on a worker thread of its own, as the ERP runs on a server of its own:
 * on the bench's thread its work for every call would be charged to the portal's side, which only waits for it.
 * The worker loads this same file, whose last lines start the stand-in when run as a worker.
 */
async function startErpSimThread(): Promise<{ baseUrl: string; close(): Promise<void> }> {
  // Workers start without the parent's TypeScript loader: register tsx's before loading this file.
  const boot = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(boot, { eval: true });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    worker.once("message", (m: { baseUrl: string }) => resolve(m.baseUrl));
    worker.once("error", reject);
  });
  return {
    baseUrl,
    async close() {
      worker.postMessage("close");
      await new Promise((resolve) => worker.once("exit", resolve));
    },
  };
}

export default async function bench(): Promise<BenchResult> {
  const sim = await startErpSimThread();
  const origin = `${sim.baseUrl}:5000`;
  const control = (path: string, method: string, body?: unknown) =>
    fetch(`${origin}/__control/${path}`, {
      method,
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const requests = async () => ((await (await control("stats", "GET")).json()) as { requests: number }).requests;
  try {
    const session = await fetch(`${origin}/Sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "JSMITH", password: "staff1234" }),
    });
    const conn: ErpConnection = {
      origin,
      sessionToken: decodeURIComponent(((await session.json()) as { sessionToken: string }).sessionToken),
    };

    const files = buildXrefFiles();
    const xref: CrossReferences = {
      products: parseCrossReference(files["EDS.PN.XREF.csv"], "EDS_PN"),
      customers: parseCrossReference(files["EDS.CUS.XREF.csv"], "EDS_CUSNUM"),
    };
    const csv = generatePriceFile(xref);
    // Warm up both ways on a few customers first (the stand-in builds its data lazily, V8 compiles the hot
    // paths): neither measured run should pay for that.
    const warmUp = parsePriceFile(csv).slice(0, 300);
    await comparePricesCollected(warmUp, xref, { fetchPricing: erpPricingFetcher(conn) });
    await straightforward(conn, warmUp, xref);
    await control("faults", "POST", { latencyMs: LATENCY_MS });

    const load = loadavg()[0];
    await control("stats", "DELETE");
    let t = performance.now();
    let elu = performance.eventLoopUtilization();
    const rows = parsePriceFile(csv);
    const ours = await comparePricesCollected(rows, xref, { fetchPricing: erpPricingFetcher(conn) });
    const oursMs = performance.now() - t;
    const oursBusy = performance.eventLoopUtilization(elu).active;
    const oursRequests = await requests();

    await control("stats", "DELETE");
    t = performance.now();
    elu = performance.eventLoopUtilization();
    const plainPriced = await straightforward(conn, parsePriceFile(csv), xref);
    const plainMs = performance.now() - t;
    const plainBusy = performance.eventLoopUtilization(elu).active;
    const plainRequests = await requests();

    const customers = new Set(rows.map((r) => r.customerId)).size;
    return {
      title: `Price Comparison: ${rows.length.toLocaleString("en-US")} lines, ${customers} customers, ERP at ${LATENCY_MS} ms a call`,
      columns: ["approach", "wall s", "ERP requests", "portal thread busy s", "rows priced", "rows failed"],
      rows: [
        [
          `portal (batches of ≤${PRICING_BATCH_SIZE}, ${PRICING_CONCURRENCY} in flight, 1 retry)`,
          (oursMs / 1000).toFixed(2),
          oursRequests,
          (oursBusy / 1000).toFixed(2),
          ours.results.length,
          ours.failed.length,
        ],
        [
          "straightforward (customer after customer, one call each)",
          (plainMs / 1000).toFixed(2),
          plainRequests,
          (plainBusy / 1000).toFixed(2),
          `${plainPriced} products`,
          "-",
        ],
      ],
      notes: [
        `Speed-up: ${(plainMs / oursMs).toFixed(1)}× (aim: at least 5×, portal under 10 s).`,
        `Load average when the runs started: ${load.toFixed(1)} on ${availableParallelism()} cores. The portal's run is bound by the ERP's ${LATENCY_MS} ms ` +
          `(${oursRequests} calls / ${PRICING_CONCURRENCY} in flight = ${(((oursRequests / PRICING_CONCURRENCY) * LATENCY_MS) / 1000).toFixed(1)} s) plus its own CPU ("busy"), which a loaded machine stretches.`,
        "Both include parsing the file; the portal's rows failed are rows whose product has no cross-reference or is no longer in the ERP.",
      ],
    };
  } finally {
    await sim.close();
  }
}

if (parentPort) {
  const port = parentPort;
  const sim = await startErpSimOnRandomLoopback();
  port.on("message", async () => {
    await sim.close();
    port.close();
  });
  port.postMessage({ baseUrl: sim.baseUrl });
}
