import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getBatchRoute } from "@/app/api/ship-station/batches/[id]/route";
import { POST as createRoute } from "@/app/api/ship-station/batches/route";
import { companies, type Company } from "@/db/schema";
import type { BatchReview } from "@/lib/shipping/batches/schemas";
import { QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { addBox, BRANCH, review } from "./batches/batch-desk";

let env: TestEnv & { shippo: ShippoStandIn };
let token: string;
let box: string;
beforeAll(async () => {
  env = await startTestEnv({ shippo: true });
  token = await loginAs(DEMO.staff.email, DEMO.staff.password);
  box = await addBox(env.db);
});
afterAll(() => env.close());

/** Runs `check` with company EDS's Ship54 settings changed, then puts them back. */
async function withSettings(patch: Partial<Company["ship54Settings"]>, check: () => Promise<void>) {
  const eds = await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") });
  const settings = eds!.ship54Settings;
  await env.db
    .update(companies)
    .set({ ship54Settings: { ...settings, ...patch } })
    .where(eq(companies.id, eds!.id));
  try {
    await check();
  } finally {
    await env.db.update(companies).set({ ship54Settings: settings }).where(eq(companies.id, eds!.id));
  }
}

const ups = QUEUED_ORDERS.regular.fullInvoiceID; // UPS GROUND
const fedex = QUEUED_ORDERS.codPaid.fullInvoiceID; // FEDEX GROUND
const truck = QUEUED_ORDERS.secondGeneration.fullInvoiceID; // OUR TRUCK

describe("POST /api/ship-station/batches/review", () => {
  it("picks the cheapest rate of each order's ship via carrier, leaves a truck out as not parcel, and totals", async () => {
    const { status, json } = await review(token, { invoiceNumbers: [ups, fedex, truck], boxPresetId: box });
    expect(status).toBe(200);
    const answer = json as BatchReview;
    expect(answer.items.map((i) => [i.invoiceNumber, i.shipVia, i.rate?.carrier ?? null])).toEqual([
      [ups, "UPS GROUND", "UPS"],
      [fedex, "FEDEX GROUND", "FedEx"],
      [truck, "OUR TRUCK", null],
    ]);
    expect(answer.items[0].customer).toBeTruthy();
    expect(answer.items[0].reason).toBeUndefined();
    expect(answer.items[2]).toMatchObject({
      leftOut: null,
      weightNeeded: false,
      reason: "Not parcel: OUR TRUCK is not a parcel ship via, so it is not in a batch.",
    });
    const amounts = answer.items.slice(0, 2).map((i) => i.rate!.amount);
    expect(answer.totals).toEqual({
      count: 2,
      amount: Math.round(amounts.reduce((a, b) => a + b, 0) * 100) / 100,
      currency: "USD",
    });
  });

  it("fastest within N days: the fewest days at most N out (none within: tests/unit/shipping/batches)", async () => {
    const fast = await review(token, {
      invoiceNumbers: [ups],
      boxPresetId: box,
      rule: { kind: "fastest", withinDays: 1 },
    });
    expect(fast.status).toBe(200);
    expect(fast.json.items[0].rate.estimatedDays).toBe(1);
    expect(fast.json.items[0].reason).toBeUndefined();
  });

  it("an invoice that cannot be rated says why in its row; the others are reviewed", async () => {
    const { status, json } = await review(token, { invoiceNumbers: [ups, "S9999999.001"], boxPresetId: box });
    expect(status).toBe(200);
    expect(json.items[0].rate).not.toBeNull();
    expect(json.items[1]).toMatchObject({ invoiceNumber: "S9999999.001", rate: null });
    expect(json.items[1].reason).toBeTruthy();
    expect(json.totals.count).toBe(1);
  });

  it("a COD order with a balance: left out unless kept (rated, so it can be), or cannot ship under prevent", async () => {
    const cod = QUEUED_ORDERS.codWithBalance.fullInvoiceID;
    const warned = await review(token, { invoiceNumbers: [cod], boxPresetId: box });
    expect(warned.json.items[0].rate).not.toBeNull();
    expect(warned.json.items[0].leftOut).toMatch(
      /^A COD order with a balance due of \$[\d,.]+\. Collect the balance before it ships: left out unless you keep it\.$/,
    );
    expect(warned.json.totals.count).toBe(0);
    await withSettings({ cod: { termsCodes: ["COD"], balancePolicy: "prevent" } }, async () => {
      const blocked = await review(token, { invoiceNumbers: [cod], boxPresetId: box });
      expect(blocked.json.items[0]).toMatchObject({ rate: null, leftOut: null });
      expect(blocked.json.items[0].reason).toMatch(/It cannot ship until the balance is paid\.$/);
    });
  });

  it("a print review hold: left out unless kept under warn; under prevent it cannot be kept", async () => {
    const held = QUEUED_ORDERS.creditHold.fullInvoiceID;
    const warned = await review(token, { invoiceNumbers: [held, ups], boxPresetId: box });
    expect(warned.json.items[0].rate).not.toBeNull();
    expect(warned.json.items[0].leftOut).toBe("On hold in print review (HOLD - CREDIT): left out unless you keep it.");
    expect(warned.json.items[1].leftOut).toBeNull();
    expect(warned.json.totals.count).toBe(1);
    await withSettings({ printReviewHolds: { values: ["HOLD*"], policy: "prevent" } }, async () => {
      const blocked = await review(token, { invoiceNumbers: [held], boxPresetId: box });
      expect(blocked.json.items[0]).toMatchObject({
        rate: null,
        leftOut: null,
        reason: `Invoice ${held} is on hold in print review (HOLD - CREDIT). It cannot be shipped until the hold is released.`,
      });
    });
  });

  it("refuses bad input with a 400 and a box of another branch or company with a 404", async () => {
    const empty = await review(token, { invoiceNumbers: [], boxPresetId: box });
    expect(empty).toMatchObject({ status: 400, json: { error: "Select at least one invoice." } });
    const days = await review(token, {
      invoiceNumbers: [ups],
      boxPresetId: box,
      rule: { kind: "fastest", withinDays: 30 } as never,
    });
    expect(days).toMatchObject({ status: 400, json: { error: "Within days is at most 10" } });
    const otherBranch = await review(token, { invoiceNumbers: [ups], boxPresetId: box, branch: "TNMB" });
    expect(otherBranch).toMatchObject({ status: 404, json: { error: "This box is not one of branch TNMB's boxes." } });
    const heritage = await loginAs(DEMO.heritage.email, DEMO.heritage.password);
    const foreign = await review(heritage, { invoiceNumbers: [ups], boxPresetId: box, branch: BRANCH });
    expect(foreign.status).toBe(404);
  });

  it("Ship Batch takes only rates the server quoted to the company", async () => {
    const created = await callRoute(createRoute, {
      token,
      body: {
        branch: BRANCH,
        boxPresetId: box,
        rule: { kind: "cheapest" },
        items: [{ invoiceNumber: ups, quoteId: "rate_forged" }],
      },
    });
    expect(created).toMatchObject({
      status: 404,
      json: { error: `The rate of invoice ${ups} is no longer available. Please Review again.` },
    });
    const bad = await callRoute(getBatchRoute, { token, params: { id: "not-a-batch" } });
    expect(bad).toMatchObject({ status: 400, json: { error: "Not a batch id" } });
  });

  it("is for users with an ERP session: an admin is refused", async () => {
    const admin = await loginAs(DEMO.admin.email, DEMO.admin.password);
    const answer = await review(admin, { invoiceNumbers: [ups], boxPresetId: box });
    expect(answer).toMatchObject({ status: 403, json: { error: "ERP tools need an ERP user" } });
  });
});
