// One owner for a shipment (issue 36, CLARIFICATIONS 56): the steps after the label are the server's.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as createFromShipStation } from "@/app/api/shipments/create-from-shipstation/route";
import { POST as retryRoute } from "@/app/api/shipments/workflows/[workflowId]/retry/route";
import { companies, sessions, shipments, shipmentWorkflows, users } from "@/db/schema";
import { resumeShipmentWorkflows } from "@/lib/jobs/job-list";
import { getErpConnection } from "@/lib/erp/session";
import { resolveSession } from "@/lib/auth/resolve-session";
import { shipInvoice } from "@/lib/shipping/workflow/ship-invoice";
import { claimWorkflow, releaseWorkflow, saveSteps } from "@/lib/shipping/workflow/workflow-lease";
import { QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import { clearErpFaults, erpFaults, startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { freightLinesAt, PARCEL, quote, quotePackages, workflowOf, workflowSettled } from "../ship-desk";

let env: TestEnv & { shippo: ShippoStandIn };
let token: string;
let heritage: string;
let edsId: string;
let staffId: string;

beforeAll(async () => {
  env = await startTestEnv({ shippo: true });
  token = await loginAs(DEMO.staff.email, DEMO.staff.password);
  heritage = await loginAs(DEMO.heritage.email, DEMO.heritage.password);
  edsId = (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") }))!.id;
  staffId = (await env.db.query.users.findFirst({ where: eq(users.email, DEMO.staff.email) }))!.id;
});
afterAll(() => env.close());
afterEach(() => clearErpFaults(env.erp));

const LINE_ITEM = { method: "lineitem", actualWeight: 4.4 };

/** Ship Package as the desk presses it: the label, with what the freight post needs; then the page goes away. */
function shipPackage(invoiceNumber: string, rateId: string, extra: Record<string, unknown> = {}) {
  return callRoute(createFromShipStation, {
    token,
    body: { shippoData: { rateId }, shipmentData: { invoiceNumber, packageNumber: 1, freight: LINE_ITEM, ...extra } },
  });
}

async function untilFreightLines(invoice: string, tracking: string, want: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const at = await freightLinesAt(env.erp, invoice, tracking);
    if (at.lines.length >= want || Date.now() > deadline) return at;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The workflow due again now rather than after its back-off, and the resume job run. */
async function dueAndResumed(workflowId: string) {
  await env.db
    .update(shipmentWorkflows)
    .set({ nextRunAt: new Date(Date.now() - 1000) })
    .where(eq(shipmentWorkflows.id, workflowId));
  await resumeShipmentWorkflows(env.db);
}

/**
 * A label bought while the ERP fails the freight step as `fault` says, its workflow run once (its freight waiting);
 * the fault is then cleared.
 */
async function freightWaiting(invoice: string, packageNumber: number, fault: Record<string, unknown>) {
  const q = await quote(token, invoice);
  await erpFaults(env.erp, { failNext: { count: 50, ...fault } });
  const bought = await shipPackage(invoice, q.rates[0].object_id, { packageNumber });
  const id = bought.json.workflowId as string;
  const wf = await untilStep(id, (s) => s.tries >= 1);
  clearErpFaults(env.erp);
  return { q, bought, id, wf };
}

describe("a shipment's workflow", () => {
  it("regression: the freight of a label whose page closed right after it was bought is posted by the server", async () => {
    const invoice = QUEUED_ORDERS.regular.fullInvoiceID;
    const q = await quote(token, invoice);
    const bought = await shipPackage(invoice, q.rates[0].object_id);
    expect(bought.status).toBe(200);
    expect(bought.json.workflowId).toEqual(expect.any(String));
    // Nobody asks for the freight: the browser is gone. The server posts it.
    const at = await untilFreightLines(invoice, bought.json.tracking_number, 1);
    expect(at.lines).toHaveLength(1);
    expect(at.lines[0].lineItemProduct.unitPrice).toBe(Number(q.rates[0].amount));
    expect(at.printStatus).toBe("P");
    const wf = await workflowSettled(token, bought.json.workflowId);
    expect(wf.steps.freight).toEqual({
      state: "done",
      message: `Freight of $${Number(q.rates[0].amount).toFixed(2)} posted to the invoice; print status P.`,
    });
    const row = await env.db.query.shipments.findFirst({ where: eq(shipments.id, bought.json.shipmentId) });
    expect(row?.moneyState).toBe("freight_posted");

    // Pressed again (a double click, a retry): the same label, the same workflow, no second line.
    const again = await shipPackage(invoice, q.rates[0].object_id);
    expect(again.json).toMatchObject({ replayed: true, workflowId: bought.json.workflowId });
    await workflowSettled(token, again.json.workflowId);
    expect((await freightLinesAt(env.erp, invoice, bought.json.tracking_number)).lines).toHaveLength(1);
    // Another company's user cannot read it.
    expect((await workflowOf(heritage, bought.json.workflowId)).status).toBe(404);
  });

  it("a process that died after the label: the resume job finishes the freight once", async () => {
    const invoice = QUEUED_ORDERS.codPaid.fullInvoiceID;
    const q = await quote(token, invoice);
    const [session] = await env.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, staffId))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    const auth = (await resolveSession(env.db, session.id))!;
    // The purchase as the route makes it, and then nothing: the process went away before it queued the rest.
    const { label, workflow } = await shipInvoice(env.db, {
      owner: { companyId: edsId, userId: staffId, source: "shipstation", invoiceNumber: invoice, packageNumber: 1 },
      sessionId: session.id,
      connect: () => getErpConnection(env.db, auth),
      purchase: { rateId: q.rates[0].object_id, packages: 1 },
      freight: { method: "lineitem" },
    });
    expect((await freightLinesAt(env.erp, invoice, label.trackingNumber)).lines).toHaveLength(0);
    expect(await resumeShipmentWorkflows(env.db)).toBeGreaterThanOrEqual(1);
    expect((await untilFreightLines(invoice, label.trackingNumber, 1)).lines).toHaveLength(1);
    const wf = await workflowSettled(token, workflow!.id);
    expect(wf.steps.freight.state).toBe("done");
    // Run again (a second instance's resume job): nothing is due, nothing is posted twice.
    await resumeShipmentWorkflows(env.db);
    expect((await freightLinesAt(env.erp, invoice, label.trackingNumber)).lines).toHaveLength(1);
  });

  it("an ERP that fails the freight: the step waits, and a later run posts it once", async () => {
    const invoice = QUEUED_ORDERS.secondGeneration.fullInvoiceID;
    const q = await quote(token, invoice);
    await erpFaults(env.erp, { failNext: { count: 50, status: 503, path: "/LineItems", method: "POST" } });
    const bought = await shipPackage(invoice, q.rates[0].object_id);
    expect(bought.status).toBe(200);
    let wf = await untilStep(bought.json.workflowId, (s) => s.tries >= 1);
    expect(wf.state).toBe("running");
    expect(wf.steps.freight.state).toBe("waiting");
    clearErpFaults(env.erp);
    await dueAndResumed(bought.json.workflowId);
    expect((await untilFreightLines(invoice, bought.json.tracking_number, 1)).lines).toHaveLength(1);
    wf = await untilStep(bought.json.workflowId, (s) => s.state === "done");
    expect(wf.steps.freight.state).toBe("done");
  });

  it("an ERP that throttles the freight step's read of the order (429): the step waits rather than asks a person", async () => {
    const invoice = QUEUED_ORDERS.regular.fullInvoiceID;
    const { bought, wf: first } = await freightWaiting(invoice, 7, {
      status: 429,
      path: `/SalesOrders/${invoice}`,
      method: "GET",
    });
    expect(first.state).toBe("running");
    expect(first.steps.freight).toMatchObject({
      state: "waiting",
      message: "The ERP is busy right now. Please try again in a moment.",
    });
    await dueAndResumed(bought.json.workflowId);
    expect((await untilFreightLines(invoice, bought.json.tracking_number, 1)).lines).toHaveLength(1);
    const wf = await untilStep(bought.json.workflowId, (s) => s.state === "done");
    expect(wf.steps.freight.state).toBe("done");
  });

  it("regression: Ship Package pressed again while a run holds the workflow is not undone when that run lets go", async () => {
    // Found by the fault-schedule checker (desk shipment, seed 2040): a run kept the freight failed (the ERP session
    // had ended), the press re-armed it meanwhile, and the run's release then marked the workflow settled with its
    // freight waiting: nothing ever ran it again, and the label's freight was never posted.
    const invoice = QUEUED_ORDERS.regular.fullInvoiceID;
    const { q, bought, id } = await freightWaiting(invoice, 8, { status: 503, path: "/LineItems", method: "POST" });
    const OTHER_RUN = randomUUID();
    // Another run (the resume job, a second instance) takes it and keeps the freight failed, as a run does when the
    // session that bought the label has ended.
    await env.db.update(shipmentWorkflows).set({ nextRunAt: new Date() }).where(eq(shipmentWorkflows.id, id));
    const held = (await claimWorkflow(env.db, id, OTHER_RUN))!;
    expect(held).not.toBeNull();
    const failed = { ...held.steps, freight: { state: "failed" as const, message: "session ended", tries: 2 } };
    await saveSteps(env.db, id, OTHER_RUN, failed);
    // The clerk presses Ship Package again meanwhile: the same label; its failed freight asked for once more.
    const again = await shipPackage(invoice, q.rates[0].object_id, { packageNumber: 8 });
    expect(again.json).toMatchObject({ replayed: true, workflowId: id });
    // The other run lets go of what it kept.
    expect(await releaseWorkflow(env.db, id, OTHER_RUN, { steps: failed, retryMs: 0 })).toEqual({ rearmed: true });
    const row = (await env.db.query.shipmentWorkflows.findFirst({ where: eq(shipmentWorkflows.id, id) }))!;
    expect(row.state).toBe("running");
    expect(row.steps.freight.state).toBe("waiting");
    // So the server still finishes it: the resume job posts the freight once.
    await resumeShipmentWorkflows(env.db);
    expect((await untilFreightLines(invoice, bought.json.tracking_number, 1)).lines).toHaveLength(1);
    expect((await untilStep(id, (s) => s.state === "done")).state).toBe("settled");
  });

  it("migration 0025: a workflow the old release left settled with its freight waiting is due again and finished", async () => {
    const invoice = QUEUED_ORDERS.regular.fullInvoiceID;
    const { bought, id } = await freightWaiting(invoice, 9, { status: 503, path: "/LineItems", method: "POST" });
    // As the release before 32a3302 could leave it: settled, its freight waiting, never run again.
    await env.db.update(shipmentWorkflows).set({ state: "settled" }).where(eq(shipmentWorkflows.id, id));
    const sqlFile = path.join(process.cwd(), "db/migrations/0025_workflows_settled_waiting.sql");
    await env.db.execute(sql.raw(await readFile(sqlFile, "utf8")));
    const row = (await env.db.query.shipmentWorkflows.findFirst({ where: eq(shipmentWorkflows.id, id) }))!;
    expect(row).toMatchObject({ state: "running", leaseUntil: null });
    expect(row.nextRunAt.getTime()).toBeLessThanOrEqual(Date.now());
    await resumeShipmentWorkflows(env.db);
    expect((await untilFreightLines(invoice, bought.json.tracking_number, 1)).lines).toHaveLength(1);
    expect((await untilStep(id, (s) => s.state === "done")).state).toBe("settled");
  });

  it("regression: several packages' freight replayed: a package added after the first was posted gets its own posting", async () => {
    const invoice = QUEUED_ORDERS.codWithBalance.fullInvoiceID;
    const one = await quote(token, invoice);
    const usps = one.rates.find((r) => r.provider === "USPS")!;
    const first = await shipPackage(invoice, usps.object_id);
    expect(first.status).toBe(200);
    await untilFreightLines(invoice, first.json.tracking_number, 1);
    await workflowSettled(token, first.json.workflowId);

    // Ship Package again with a package added: package 1 replays, package 2 is bought.
    const two = await quotePackages(token, invoice, [PARCEL, PARCEL]);
    const perPackage = two.rates.find((r) => r.provider === "USPS" && r.packageRates)!;
    const both = await callRoute(createFromShipStation, {
      token,
      body: {
        shippoData: { rateId: perPackage.packageRates![0], packageRates: perPackage.packageRates },
        shipmentData: { invoiceNumber: invoice, packageNumber: 1, packages: 2, freight: LINE_ITEM },
      },
    });
    expect(both.status).toBe(200);
    const second = both.json.packages[1];
    expect(both.json.workflowId).toBe(first.json.workflowId);
    expect((await untilFreightLines(invoice, second.trackingNumber, 1)).lines).toHaveLength(1);
    await workflowSettled(token, both.json.workflowId);
    expect((await freightLinesAt(env.erp, invoice, first.json.tracking_number)).lines).toHaveLength(1);
  });
});

describe("the branch a label is bought at", () => {
  it("regression: the branch is checked against the clerk's branches, before anything is bought", async () => {
    const invoice = QUEUED_ORDERS.regular.fullInvoiceID;
    const q = await quote(token, invoice);
    const refused = await shipPackage(invoice, q.rates[0].object_id, { packageNumber: 7, branch: "ILMV" });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe("Branch ILMV is not one of your branches.");
    expect((await env.shippo.transactions(q.shipmentId)).transactions).toHaveLength(0);
  });
});

describe("Post Freight on a shipment whose freight failed", () => {
  it("the ERP refused it for good: the step waits for a person; Post Freight posts it once, once mended", async () => {
    const invoice = QUEUED_ORDERS.creditHold.fullInvoiceID;
    const company = (await env.db.query.companies.findFirst({ where: eq(companies.id, edsId) }))!;
    await env.db
      .update(companies)
      .set({ ship54Settings: { ...company.ship54Settings, freight: { defaultMethod: "lineitem", productId: null } } })
      .where(eq(companies.id, edsId));
    let bought;
    try {
      const q = await quote(token, invoice);
      bought = await shipPackage(invoice, q.rates[0].object_id);
      expect(bought.status).toBe(200);
      const wf = await workflowSettled(token, bought.json.workflowId);
      expect(wf.steps.freight).toEqual({
        state: "failed",
        message: "Freight Product ID is required for Invoice Line Item method",
      });
    } finally {
      await env.db.update(companies).set({ ship54Settings: company.ship54Settings }).where(eq(companies.id, edsId));
    }
    expect((await freightLinesAt(env.erp, invoice, bought.json.tracking_number)).lines).toHaveLength(0);
    // Another company cannot press it.
    expect(
      (await callRoute(retryRoute, { token: heritage, params: { workflowId: bought.json.workflowId } })).status,
    ).toBe(404);
    const pressed = await callRoute(retryRoute, { token, params: { workflowId: bought.json.workflowId } });
    expect(pressed.status).toBe(200);
    expect((await workflowSettled(token, bought.json.workflowId)).steps.freight.state).toBe("done");
    // Pressed twice: still one line.
    await callRoute(retryRoute, { token, params: { workflowId: bought.json.workflowId } });
    expect((await freightLinesAt(env.erp, invoice, bought.json.tracking_number)).lines).toHaveLength(1);
  });
});

async function untilStep(
  workflowId: string,
  done: (freight: { state: string; tries: number }) => boolean,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const wf = (await env.db.query.shipmentWorkflows.findFirst({
      where: and(eq(shipmentWorkflows.id, workflowId), eq(shipmentWorkflows.companyId, edsId)),
    }))!;
    if ((done(wf.steps.freight) && !wf.leaseUntil) || Date.now() > deadline) return wf;
    await new Promise((r) => setTimeout(r, 100));
  }
}
