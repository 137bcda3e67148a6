// Close Out the day (issue 29 point 2) on the Shippo and ERP stand-ins: the branch's labels closed once with their
// totals by carrier, voids left out, a label bought after it kept for the next, and one USPS manifest per branch,
// carrier account and day under double presses, a lost answer and a refusal.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as readRoute, POST as closeOutRoute } from "@/app/api/ship-station/close-out/route";
import { POST as createFromShipStation } from "@/app/api/shipments/create-from-shipstation/route";
import type { CloseOutDto } from "@/lib/shipping/close-out/close-out-dto";
import { QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { quote, voidLabelOf } from "../ship-desk";

let env: TestEnv & { shippo: ShippoStandIn };
let token: string;
let nextPackage = 20;
beforeAll(async () => {
  env = await startTestEnv({ shippo: true });
  token = await loginAs(DEMO.staff.email, DEMO.staff.password);
});
afterAll(() => env.close());
afterEach(() => env.shippo.clearFaults());

const INVOICE = QUEUED_ORDERS.regular.fullInvoiceID;
const today = () => new Date().toISOString().slice(0, 10);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

type Manifest = { object_id: string; status: string; carrier_account: string; transactions: string[] };
const manifestsAt = async () =>
  (await env.shippo.control<{ count: number; manifests: Manifest[] }>("/manifests")).manifests;

/** A label of the given carrier bought at a branch, as the desk buys one (each its own package). */
async function label(branch: string, provider: "USPS" | "UPS") {
  const q = await quote(token, INVOICE);
  const rate = q.rates.find((r) => r.provider === provider)!;
  const bought = await callRoute(createFromShipStation, {
    token,
    body: {
      shippoData: { rateId: rate.object_id },
      shipmentData: { invoiceNumber: INVOICE, packageNumber: nextPackage++, branch },
    },
  });
  expect(bought.status).toBe(200);
  return bought.json as { shipmentId: string; transactionId: string; amount: number; trackingNumber: string };
}

const closeOut = (branch: string, day = today()) =>
  callRoute(closeOutRoute, { token, body: { branch, day } }) as Promise<{ status: number; json: CloseOutDto }>;
const readDay = (branch: string, day = today()) =>
  callRoute(readRoute, {
    token,
    url: `http://localhost/api/ship-station/close-out?branch=${branch}&day=${day}`,
  }) as Promise<{ status: number; json: CloseOutDto }>;

describe("Close Out", () => {
  it("closes the branch's day once: labels by carrier without voids, one SCAN form however often it is pressed", async () => {
    const usps = [await label("TNMB", "USPS"), await label("TNMB", "USPS")];
    const ups = await label("TNMB", "UPS");
    const voided = await label("TNMB", "USPS");
    expect((await voidLabelOf(token, voided.shipmentId)).status).toBe(200);
    await label("TNCV", "USPS"); // another branch's label stays out

    const before = await readDay("TNMB");
    expect(before.json).toMatchObject({ closedAt: null, totals: { count: 3 } });

    const presses = await Promise.all([closeOut("TNMB"), closeOut("tnmb"), closeOut("TNMB")]);
    for (const p of presses) expect(p.status).toBe(200);
    const first = presses[0].json;
    expect(new Set(presses.map((p) => p.json.closedAt)).size).toBe(1);
    expect(first.totals.count).toBe(3);
    expect(first.totals.carriers.map((c) => [c.carrier, c.count])).toEqual([
      ["ups", 1],
      ["usps", 2],
    ]);
    expect(first.totals.cost).toBeCloseTo(usps[0].amount + usps[1].amount + ups.amount, 2);
    expect(first.labels.map((l) => l.id).sort()).toEqual([...usps, ups].map((l) => l.shipmentId).sort());
    expect(first.manifests).toHaveLength(1);
    expect(first.manifests[0]).toMatchObject({ carrier: "usps", state: "made" });
    expect(first.manifests[0].documents[0]).toMatch(/\.pdf$/);

    const made = (await manifestsAt()).filter((m) => m.carrier_account === first.manifests[0].carrierAccount);
    expect(made).toHaveLength(1);
    expect(made[0].transactions.sort()).toEqual(usps.map((l) => l.transactionId).sort());
    const scanForm = await fetch(first.manifests[0].documents[0]);
    expect(scanForm.headers.get("content-type")).toBe("application/pdf");

    // A label bought after the close-out waits for the next one; pressing again changes nothing today.
    const late = await label("TNMB", "USPS");
    const again = await closeOut("TNMB");
    expect(again.json.closedAt).toBe(first.closedAt);
    expect(again.json.totals.count).toBe(3);
    expect(again.json.waitingForNext).toBe(1);
    expect((await manifestsAt()).filter((m) => m.carrier_account === first.manifests[0].carrierAccount)).toHaveLength(
      1,
    );

    const next = await closeOut("TNMB", tomorrow());
    expect(next.status).toBe(200);
    expect(next.json.labels.map((l) => l.id)).toEqual([late.shipmentId]);
    expect(next.json.waitingForNext).toBe(0);
  });

  it("finds the manifest Shippo made when its answer was lost, instead of making a second", async () => {
    const l = await label("TNFR", "USPS");
    await env.shippo.control("/lose-next-manifest", { mode: "error" });
    const lost = await closeOut("TNFR");
    expect(lost.status).toBe(200);
    expect(lost.json.manifests[0]).toMatchObject({ state: "failed" });

    const retried = await closeOut("TNFR");
    expect(retried.json.manifests[0]).toMatchObject({ state: "made" });
    const mine = (await manifestsAt()).filter((m) => m.transactions.includes(l.transactionId));
    expect(mine).toHaveLength(1);
    expect(retried.json.manifests[0].manifestId).toBe(mine[0].object_id);
  });

  it("shows Shippo's reason for a refused manifest, and a second press makes it", async () => {
    const l = await label("TNCO", "USPS");
    await env.shippo.control("/refuse-next-manifest", { text: "USPS is not accepting SCAN forms right now." });
    const refused = await closeOut("TNCO");
    expect(refused.json.manifests[0]).toMatchObject({
      state: "refused",
      reason: "USPS is not accepting SCAN forms right now.",
    });

    const retried = await closeOut("TNCO");
    expect(retried.json.manifests[0]).toMatchObject({ state: "made", reason: null });
    const mine = (await manifestsAt()).filter((m) => m.transactions.includes(l.transactionId));
    expect(mine.map((m) => m.status)).toEqual(["ERROR", "SUCCESS"]);
  });

  it("a manifest Shippo is still making gets its SCAN form on the next press", async () => {
    await label("TNCL", "USPS");
    await env.shippo.control("/queue-next-manifest", {});
    const queued = await closeOut("TNCL");
    expect(queued.json.manifests[0]).toMatchObject({ state: "made", documents: [] });

    const again = await closeOut("TNCL");
    expect(again.json.manifests[0].manifestId).toBe(queued.json.manifests[0].manifestId);
    expect(again.json.manifests[0].documents[0]).toMatch(/\.pdf$/);
  });

  it("refuses a branch that is not the clerk's and a day that is not today", async () => {
    expect((await closeOut("ILMV")).status).toBe(403);
    expect((await closeOut("TNNA", "2020-01-01")).json).toMatchObject({
      error: "Only today's labels can be closed out.",
    });
  });
});

// Issue 36, defect 5: recovery matched the carrier account and day only. Two branches share the company's USPS
// account, so a branch whose manifest answer was lost took the other branch's SCAN form, and its labels were on none.
describe("regression: a manifest recovered from another branch (issue 36 defect 5)", () => {
  it("two branches on one USPS account, one answer lost: each ends with its own manifest of its own labels", async () => {
    const ours = [await label("TNCH", "USPS"), await label("TNCH", "USPS")].map((l) => l.transactionId);
    const theirs = (await label("TNJC", "USPS")).transactionId;

    // TNCH's manifest is made at Shippo but its answer is lost; then TNJC closes out (the newest manifest).
    await env.shippo.control("/lose-next-manifest", { mode: "error" });
    expect((await closeOut("TNCH")).json.manifests[0]).toMatchObject({ state: "failed" });
    const other = (await closeOut("TNJC")).json.manifests[0];
    expect(other).toMatchObject({ state: "made" });

    // TNCH presses again: recovery finds its own manifest, not TNJC's newer one on the same account and day.
    const mine = (await closeOut("TNCH")).json.manifests[0];
    expect(mine).toMatchObject({ state: "made", carrierAccount: other.carrierAccount });
    expect(mine.manifestId).not.toBe(other.manifestId);
    const covers = new Map((await manifestsAt()).map((m) => [m.object_id, m.transactions.sort()]));
    expect(covers.get(mine.manifestId!)).toEqual(ours.sort());
    expect(covers.get(other.manifestId!)).toEqual([theirs]);
  });
});
