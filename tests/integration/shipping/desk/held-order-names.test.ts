// Issue 36, defect 3: a print review hold under prevent was looked up by the invoice's generation only, so the same
// order named without it (S1000005 for S1000005.001, which the ERP answers as the same order) shipped all the same.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createRoute } from "@/app/api/ship-station/batches/route";
import { companies, intents } from "@/db/schema";
import type { BatchReview } from "@/lib/shipping/batches/schemas";
import { QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { addBox, BRANCH, review, untilSettled } from "../batches/batch-desk";
import { buy, quote } from "../ship-desk";

let env: TestEnv & { shippo: ShippoStandIn };
let token: string;
let box: string;
beforeAll(async () => {
  env = await startTestEnv({ shippo: true });
  token = await loginAs(DEMO.staff.email, DEMO.staff.password);
  box = await addBox(env.db);
});
afterAll(() => env.close());

const { orderId: bare, fullInvoiceID: held } = QUEUED_ORDERS.creditHold;
const refusal = `Invoice ${held} is on hold in print review (HOLD - CREDIT). It cannot be shipped until the hold is released.`;

async function setPolicy(policy: "warn" | "prevent") {
  const eds = await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") });
  await env.db
    .update(companies)
    .set({ ship54Settings: { ...eds!.ship54Settings, printReviewHolds: { values: ["HOLD*"], policy } } })
    .where(eq(companies.id, eds!.id));
}

/** The ERP's writes to the order (a freight line, its print status): none may follow a refused hold. */
async function orderWrites(): Promise<string[]> {
  const res = await fetch(`${env.erp.baseUrl}:5000/__control/writes`);
  const { writes } = (await res.json()) as { writes: { path: string }[] };
  return writes.map((w) => w.path).filter((p) => p.toUpperCase().includes(bare));
}

describe("regression: Prevent bypassed (issue 36 defect 3): a hold holds the order however it is named", () => {
  it("the desk's Ship Package for the bare order id is refused (409 naming the held invoice), nothing bought", async () => {
    await setPolicy("prevent");
    const q = await quote(token, bare);
    const res = await buy(token, bare, q.rates[0].object_id);
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(refusal);
    expect((await env.shippo.transactions(q.shipmentId)).transactions).toEqual([]);
    expect(await env.db.select().from(intents).where(eq(intents.kind, "label"))).toEqual([]);
    // Named with its generation, as before.
    expect((await buy(token, held, q.rates[0].object_id)).json.error).toBe(refusal);
  });

  it("a batch naming the bare order id leaves it out at review under prevent", async () => {
    await setPolicy("prevent");
    const { status, json } = await review(token, { invoiceNumbers: [bare], boxPresetId: box });
    expect(status).toBe(200);
    expect((json as BatchReview).items[0]).toMatchObject({ invoiceNumber: bare, rate: null, reason: refusal });
  });

  it("a batch's runner refuses the bare order id when prevent came after its review: no label, no freight", async () => {
    await setPolicy("warn");
    const reviewed = (await review(token, { invoiceNumbers: [bare], boxPresetId: box, weights: { [bare]: 5 } }))
      .json as BatchReview;
    const rate = reviewed.items[0].rate!;
    // Under warn it is left out unless the clerk keeps it (CLARIFICATIONS 64); the clerk keeps it.
    expect(reviewed.items[0].leftOut).toBe("On hold in print review (HOLD - CREDIT): left out unless you keep it.");
    await setPolicy("prevent");
    const created = await callRoute(createRoute, {
      token,
      body: {
        branch: BRANCH,
        boxPresetId: box,
        rule: { kind: "cheapest" },
        items: [{ invoiceNumber: bare, quoteId: rate.quoteId, weight: reviewed.items[0].weight }],
      },
    });
    expect(created.status).toBe(201);
    const batch = await untilSettled(token, created.json.batch.id);
    expect(batch.items[0]).toMatchObject({
      invoiceNumber: bare,
      state: "failed",
      reason: refusal,
      trackingNumber: null,
    });
    expect(await env.db.select().from(intents).where(eq(intents.kind, "label"))).toEqual([]);
    expect(await orderWrites()).toEqual([]);
  });
});
