// Ship a batch (issue 27 point 4): 100 invoices of one branch from Review to the merged PDF of their labels, through
// the portal's route handlers in this process (the API the dashboard calls; the runner on PGlite runs here too),
// with the ERP stand-in at 50 ms and the Shippo stand-in at 300 ms a call. Timing proxies in front of both note when
// a call was in flight, so the total splits into waiting on the ERP or Shippo and the portal's own time. Aim (issue
// 27): under 60 s (Shippo's latency alone allows about 30 s with 6 in flight), the portal's own under 10%, and no
// invoice charged twice (transactions counted at the Shippo stand-in).
//
//   npm run bench -- ship-batch
import { eq, inArray } from "drizzle-orm";
import { NextRequest } from "next/server";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as batchRoute } from "@/app/api/ship-station/batches/[id]/route";
import { GET as labelsRoute } from "@/app/api/ship-station/batches/[id]/labels.pdf/route";
import { POST as reviewRoute } from "@/app/api/ship-station/batches/review/route";
import { POST as createRoute } from "@/app/api/ship-station/batches/route";
import { getDb } from "@/db/client";
import { boxPresets, companies, rateQuotes } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { IN_FLIGHT, mapInFlight } from "@/lib/shipping/batches/in-flight";
import { MAX_BATCH_INVOICES, type BatchDto, type BatchReview } from "@/lib/shipping/batches/schemas";
import { ERP_USERS } from "@/sim/erp/fixtures";
import { PDFDocument } from "pdf-lib";
import { setUpShipDesk } from "./helpers/ship-desk-setup";
import { smokeOr } from "./helpers/smoke";
import { busyTime } from "./helpers/timing-proxy";
import type { BenchResult } from "./run";

/** In smoke mode (CI) five invoices: the bench still reviews, buys and merges them, its figures mean nothing. */
export const smoke = true;
const INVOICES = smokeOr(100, 5);
/** What the clerk types for an invoice whose weight the ERP cannot give (CLARIFICATIONS 63): a figure, not a default. */
const TYPED_LB = 4.5;
const BRANCH = "TNNA";
const ERP_MS = 50;
const SHIPPO_MS = 300;

type Handler<P> = (req: NextRequest, ctx: { params: Promise<P> }) => Promise<Response>;

/** One call of a route handler as Next makes it, with the clerk's bearer token. */
async function call<P>(handler: Handler<P>, opts: { token?: string; body?: unknown; params?: P; url?: string }) {
  const headers = new Headers();
  if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
  if (opts.body !== undefined) headers.set("content-type", "application/json");
  const req = new NextRequest(opts.url ?? "http://localhost/api/bench", {
    method: opts.body !== undefined ? "POST" : "GET",
    headers,
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  return handler(req, { params: Promise.resolve((opts.params ?? {}) as P) });
}

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * The branch's invoiced generations, put back in its queue (print status Q) through the ERP's
 * own call; the review then says which of them a batch takes.
 */
async function branchInvoices(erpOrigin: string): Promise<string[]> {
  const post = (path: string, body: unknown) =>
    fetch(`${erpOrigin}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const { sessionToken } = (await (
    await post("/Sessions", { username: ERP_USERS.staff.userName, password: ERP_USERS.staff.password })
  ).json()) as { sessionToken: string };
  const headers = { Authorization: `SessionToken ${decodeURIComponent(sessionToken)}` };
  const res = await fetch(`${erpOrigin}/SalesOrders?ShipBranch=${BRANCH}&OrderStatus=Invoice&pageSize=500`, {
    headers,
  });
  const { results } = (await res.json()) as {
    results: { generations: { orderStatus: string; shipBranch: string; fullInvoiceID: string }[] }[];
  };
  const invoices = results
    .flatMap((o) => o.generations)
    .filter((g) => g.orderStatus === "Invoice" && g.shipBranch === BRANCH)
    .map((g) => g.fullInvoiceID);
  await mapInFlight(invoices, (inv) =>
    fetch(`${erpOrigin}/SalesOrders/${inv}/PrintStatus?printStatus=Q`, { method: "PUT", headers }),
  );
  return invoices;
}

const s = (ms: number) => (ms / 1000).toFixed(1);

export default async function shipBatchBench(): Promise<BenchResult> {
  const world = await setUpShipDesk({ erpLatencyMs: 0, shippoLatencyMs: 0, labelsThroughProxy: true });
  try {
    const erpOrigin = world.erpProxy.url;
    const queue = await branchInvoices(erpOrigin);
    const shippoSim = world.shippoProxy.url;
    Object.assign(process.env, world.appEnv);
    delete process.env.DATABASE_URL;
    resetEnvCache();
    const db = await getDb();
    const eds = await db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") });
    const [box] = await db
      .insert(boxPresets)
      .values({
        companyId: eds!.id,
        branch: BRANCH,
        name: "Bench box",
        length: 12,
        width: 10,
        height: 8,
        emptyWeight: 3,
      })
      .returning();
    const { token } = await json<{ token: string }>(
      await call(loginRoute, { body: { email: "staff@example.com", password: "staff1234" } }),
      "login",
    );
    // Untimed, before the latencies: the first INVOICES of the queue a batch takes (a parcel of one package, no hold),
    // so the timed batch is INVOICES labels, not the queue's truck and will-call orders.
    const invoices: string[] = [];
    for (let at = 0; at < queue.length && invoices.length < INVOICES; at += MAX_BATCH_INVOICES) {
      const invoiceNumbers = queue.slice(at, at + MAX_BATCH_INVOICES);
      const screen = { branch: BRANCH, invoiceNumbers, boxPresetId: box.id, rule: { kind: "cheapest" } };
      const screened = await json<BatchReview>(await call(reviewRoute, { token, body: screen }), "screening");
      const fits = screened.items.filter((i) => !i.leftOut && (i.rate || i.weightNeeded));
      invoices.push(...fits.map((i) => i.invoiceNumber).slice(0, INVOICES - invoices.length));
    }
    if (invoices.length < INVOICES)
      throw new Error(`only ${invoices.length} of ${queue.length} invoices at ${BRANCH} go in a batch`);
    await fetch(`${erpOrigin}/__control/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ latencyMs: ERP_MS }),
    });
    await fetch(`${shippoSim}/__control/latency`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ms: SHIPPO_MS }),
    });

    const from = performance.now();
    const reviewBody = { branch: BRANCH, invoiceNumbers: invoices, boxPresetId: box.id, rule: { kind: "cheapest" } };
    const firstLook = await json<BatchReview>(await call(reviewRoute, { token, body: reviewBody }), "review");
    // As the clerk does: a weight typed for each "Weight needed" row, then the review again with them.
    const typed = Object.fromEntries(
      firstLook.items.filter((i) => i.weightNeeded).map((i) => [i.invoiceNumber, TYPED_LB]),
    );
    const review =
      Object.keys(typed).length === 0
        ? firstLook
        : await json<BatchReview>(
            await call(reviewRoute, { token, body: { ...reviewBody, weights: typed } }),
            "review",
          );
    const reviewedAt = performance.now();
    // What ships: a rate, and nothing that leaves it out (a hold, a COD balance, not a parcel).
    const items = review.items.flatMap((i) =>
      i.rate && !i.leftOut ? [{ invoiceNumber: i.invoiceNumber, quoteId: i.rate.quoteId, weight: i.weight }] : [],
    );
    const leftOut = review.items.filter((i) => !i.rate || i.leftOut);
    if (items.length === 0)
      throw new Error(
        `nothing to buy: ${leftOut.map((i) => `${i.invoiceNumber} ${i.leftOut ?? i.reason}`).join("; ")}`,
      );
    const { batch } = await json<{ batch: BatchDto }>(
      await call(createRoute, {
        token,
        body: { branch: BRANCH, boxPresetId: box.id, rule: { kind: "cheapest" }, items },
      }),
      "create",
    );
    let state: BatchDto = batch;
    while (state.state !== "finished") {
      await new Promise((r) => setTimeout(r, 50));
      state = await json<BatchDto>(await call(batchRoute, { token, params: { id: batch.id } }), "batch");
    }
    const boughtAt = performance.now();
    const pdfRes = await call(labelsRoute, { token, params: { id: batch.id } });
    if (!pdfRes.ok) throw new Error(`the merged labels file: ${pdfRes.status} ${await pdfRes.text()}`);
    const pdf = new Uint8Array(await pdfRes.arrayBuffer());
    const to = performance.now();

    const total = to - from;
    const erpWait = busyTime(world.erpProxy.intervals, from, to);
    const shippoWait = busyTime(world.shippoProxy.intervals, from, to);
    const outside = busyTime([...world.erpProxy.intervals, ...world.shippoProxy.intervals], from, to);
    const own = total - outside;
    const both = [...world.erpProxy.intervals, ...world.shippoProxy.intervals];
    const ownIn = (a: number, b: number) => b - a - busyTime(both, a, b);
    const shippoCalls = world.shippoProxy.intervals.filter((i) => i.start >= from && i.end <= to).length;
    const erpCalls = world.erpProxy.intervals.filter((i) => i.start >= from && i.end <= to).length;
    const ideal = (shippoCalls * SHIPPO_MS) / IN_FLIGHT;
    const pages = (await PDFDocument.load(pdf)).getPageCount();

    // No invoice charged twice: the transactions at the Shippo stand-in for each reviewed quote's shipment.
    const quotes = await db
      .select({ shipment: rateQuotes.shippoShipmentId })
      .from(rateQuotes)
      .where(
        inArray(
          rateQuotes.rateId,
          items.map((i) => i.quoteId),
        ),
      );
    const charged = await Promise.all(
      quotes.map(async (q) => {
        const res = await fetch(`${shippoSim}/__control/shipments/${q.shipment}/transactions`);
        const { transactions } = (await res.json()) as { transactions: { status: string }[] };
        return transactions.filter((t) => t.status === "SUCCESS").length;
      }),
    );
    const twice = charged.filter((n) => n > 1).length;
    if (twice) throw new Error(`${twice} invoices charged twice`);
    if (state.counts.bought !== items.length) throw new Error(`bought ${state.counts.bought} of ${items.length}`);

    return {
      title: `Ship a batch: ${items.length} of ${invoices.length} invoices of ${BRANCH} (of ${queue.length} in its queue), Review to merged PDF (ERP ${ERP_MS} ms, Shippo ${SHIPPO_MS} ms a call)`,
      columns: ["measure", "value", "aim / reference"],
      rows: [
        ["total, Review to merged PDF (s)", s(total), "< 60"],
        ["  Review (s), of it the portal's own", `${s(reviewedAt - from)}, ${s(ownIn(from, reviewedAt))}`, ""],
        ["  Ship Batch to all bought (s), own", `${s(boughtAt - reviewedAt)}, ${s(ownIn(reviewedAt, boughtAt))}`, ""],
        ["  merged PDF (s), own", `${s(to - boughtAt)}, ${s(ownIn(boughtAt, to))}`, "label reads wait on Shippo"],
        ["waiting on the ERP (s)", s(erpWait), `${erpCalls} calls`],
        ["waiting on Shippo (s)", s(shippoWait), `${shippoCalls} calls`],
        ["Shippo latency at 6 in flight (s)", s(ideal), `ideal = ${shippoCalls} x ${SHIPPO_MS} ms / ${IN_FLIGHT}`],
        ["portal's own time (s)", s(own), `< ${s(total * 0.1)} (10%)`],
        ["portal's own share", `${((own / total) * 100).toFixed(1)}%`, "< 10%"],
        [
          "labels bought / invoices charged twice",
          `${charged.filter((n) => n === 1).length} / ${twice}`,
          `${items.length} / 0`,
        ],
        ["merged PDF pages", pages, String(items.length)],
        ["weights typed / left out of the batch", `${Object.keys(typed).length} / ${leftOut.length}`, ""],
      ],
      notes: [
        `Review twice, as the clerk does: then with ${TYPED_LB} lb typed for each invoice the ERP cannot weigh. Left out: ${leftOut.map((i) => `${i.invoiceNumber} (${i.leftOut ?? i.reason})`).join(", ") || "none"}.`,
        "The portal's own time is the total minus the time at least one ERP or Shippo call was in flight (timing proxies).",
        "Label files are read through the Shippo timing proxy (the label addresses name it), so the merged PDF's reads",
        "count as waiting on Shippo; the stand-ins and the file store run in this process too.",
      ],
    };
  } finally {
    await world.close();
  }
}
