// Ship Package as the desk presses it (issue 36 point 1, CLARIFICATIONS 56): the label is bought with what its freight
// post needs (Invoice Line Item), the server posts the freight as the shipment's workflow, and the success dialog
// follows it. Each schedule ships a fresh (invoice, package); the faults are the ERP's, on the freight line. The
// effects are the labels paid at Shippo for the quote and the freight lines naming their tracking numbers: at most
// one of each. `browser-gone`: the tab closes right after the label, nobody follows the workflow, and the server's
// resume job must finish it; a freight step left for a person must say why, and one press of Post Freight settles it.
import { and, eq, inArray, sql } from "drizzle-orm";
import { shipments, shipmentWorkflows } from "@/db/schema";
import { resumeShipmentWorkflows } from "@/lib/jobs/job-list";
import { freightLinesAt, workflowOf } from "@/tests/integration/shipping/ship-desk";
import { POST as createFromShipStation } from "@/app/api/shipments/create-from-shipstation/route";
import { POST as postFreightAgain } from "@/app/api/shipments/workflows/[workflowId]/retry/route";
import { callRoute } from "@/tests/helpers/call-route";
import { clearErpFaults } from "@/tests/helpers/test-env";
import { answerOf } from "../answers";
import { checkAgainAs } from "../check-again";
import { retried } from "../db-drop";
import { armErpFault, ERP_FAULTS, nextErpWrite, type ErpTarget } from "../erp-knobs";
import { labelWorldParts, nextPackage, quoteFresh, startLabelWorld, type LabelWorld } from "../label-world";
import { MOVES, type Answer, type Flow, type Observed } from "../model";
import { isPaid } from "../shippo-knobs";

const target: ErpTarget = { write: { method: "POST", path: "/LineItems" }, read: "/SalesOrders/" };
const FREIGHT = { method: "lineitem", actualWeight: 4.4 };
/** How long the checker waits for one run of a workflow (its ERP calls time out well within it). */
const RUN_MS = 15_000;
/** Rounds of the resume job after the schedule: each one a back-off later. */
const JOB_ROUNDS = 4;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Workflow = typeof shipmentWorkflows.$inferSelect;

/** The workflows of the key's shipment records (one purchase each). */
async function workflowsOf(world: LabelWorld, invoice: string, packageNumber: number): Promise<Workflow[]> {
  const db = world.env.db;
  const rows = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.invoiceNumber, invoice), eq(shipments.packageNumber, packageNumber)));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  return db
    .select()
    .from(shipmentWorkflows)
    .where(
      sql`${shipmentWorkflows.shipmentIds} ?| array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]`,
    );
}

/**
 * Until the workflow is quiet: no runner holds it and it is not due (settled, or waiting out a back-off). A press or
 * the resume job leaves it due now, so this waits for the run they set going.
 */
async function runEnded(world: LabelWorld, workflowId: string): Promise<Workflow | undefined> {
  const deadline = Date.now() + RUN_MS;
  for (;;) {
    const wf = await retried(() =>
      world.env.db.query.shipmentWorkflows.findFirst({ where: eq(shipmentWorkflows.id, workflowId) }),
    );
    const now = new Date();
    const held = wf?.leaseUntil && wf.leaseUntil > now;
    const quiet = wf && !held && (wf.state === "settled" || wf.nextRunAt > now);
    if (!wf || quiet || Date.now() > deadline) return wf;
    await sleep(50);
  }
}

/** The desk's one answer: the label's, with the freight as the success dialog then shows it (`said`). */
async function shipPackage(
  world: LabelWorld,
  p: { token: string; invoice: string; packageNumber: number; rateId: string; follow: boolean },
): Promise<Answer> {
  const { status, json } = await callRoute(createFromShipStation, {
    token: p.token,
    body: {
      shippoData: { rateId: p.rateId },
      shipmentData: { invoiceNumber: p.invoice, packageNumber: p.packageNumber, freight: FREIGHT },
    },
  });
  const answer = answerOf(status, json);
  const workflowId = status === 200 ? (json.workflowId as string | null) : null;
  if (!workflowId) return answer;
  // The checker waits for the server's first run either way: the step's fault then met the freight post.
  await runEnded(world, workflowId);
  if (!p.follow) return { ...answer, said: "tab closed" };
  const dialog = await workflowOf(p.token, workflowId);
  if (dialog.status !== 200) return { status: dialog.status, of: "dialog", error: JSON.stringify(dialog.json) };
  return { ...answer, said: `freight ${dialog.json.steps.freight.state}` };
}

export const deskShipmentFlow: Flow<LabelWorld> = {
  name: "desk shipment",
  faults: ERP_FAULTS,
  moves: [...MOVES, "browser-gone"],
  start: startLabelWorld,
  examples: [
    // Issue 36: the tab closed after the label while the ERP failed the freight; the resume job posts it.
    [{ fault: "write-5xx", move: "browser-gone" }],
    [{ fault: "late-answer", move: "browser-gone" }],
    [{ fault: "write-4xx", move: "browser-gone" }],
    [
      { fault: "lost-answer", move: "submit" },
      { fault: null, move: "double-click" },
    ],
    // The line added, its answer lost; then the ERP sessions end and the tab closes: left for a person, Post Freight
    // finds the line rather than adding a second.
    [
      { fault: "lost-answer", move: "submit" },
      { fault: "session-expired", move: "browser-gone" },
    ],
    // Seed 2040: the freight failed for the ended session; Check Again and the next press asked for it again while a
    // run held the workflow, and that run's release marked it settled with the freight waiting (never posted).
    [
      { fault: "session-expired", move: "submit" },
      { fault: null, move: "check-again" },
    ],
  ],
  async fresh(world) {
    const { invoice, packageNumber } = await nextPackage(world);
    const q = await quoteFresh(world, invoice);
    const rateId = q.rates[0].object_id;
    const press = (instance: 0 | 1, follow = true) =>
      shipPackage(world, { token: world.tokens[instance], invoice, packageNumber, rateId, follow });
    /** The labels Shippo holds for the quote, with their tracking numbers, and the freight lines naming them. */
    async function counted() {
      const { transactions } = await world.env.shippo.transactions(q.shipmentId);
      const paid = transactions.filter(isPaid);
      let lines = 0;
      for (const t of paid) lines += (await freightLinesAt(world.env.erp, invoice, t.tracking_number)).lines.length;
      return { labels: paid.length, lines };
    }
    return {
      submit: (instance) => press(instance),
      moves: { "browser-gone": async () => [await press(0, false)] },
      async effects() {
        const { labels, lines } = await counted();
        // A second label or a second line is a second effect; a line without a label, one too many.
        return lines > 1 || lines > labels ? labels + lines : labels;
      },
      async check(answers) {
        const { lines } = await counted();
        const posted = answers.find((a) => a.said === "freight done");
        if (posted && lines === 0) return "the dialog says the freight is posted, but the order has no freight line";
        return null;
      },
      async settled(observed: readonly Observed[]) {
        const told = observed.some((o) => o.answers.some((a) => !a.of && a.status === 200));
        if (!told) return null;
        const { lines } = await counted();
        const flows = await retried(() => workflowsOf(world, invoice, packageNumber));
        if (flows.length !== 1) return `a label told bought has ${flows.length} workflows`;
        const [wf] = flows;
        const freight = wf.steps.freight;
        if (wf.state !== "settled")
          return `the label was bought, but its workflow is not finished after the resume job ran (freight ${freight.state}: ${freight.message ?? ""})`;
        if (freight.state === "skipped") return "the freight step was skipped for a label that is live";
        // Settled with a step still waiting: nothing would run it again (a press's re-arm undone by a run's release).
        if (freight.state === "waiting") return "the workflow is settled, but its freight step is still waiting";
        if (freight.state === "failed") {
          // Left for a person (the ERP refused it, or the session that bought it can no longer reach the ERP; the
          // line may even be there, its answer lost): it says why, and the person's one press of Post Freight,
          // signed in, settles it with one line.
          if (!freight.message) return "the freight step failed without saying why";
          const pressed = await callRoute(postFreightAgain, { token: world.tokens[0], params: { workflowId: wf.id } });
          if (pressed.status !== 200) return `Post Freight answered ${pressed.status}`;
          const after = await runEnded(world, wf.id);
          const again = await counted();
          if (after?.steps.freight.state !== "done" || again.lines !== 1)
            return `after Post Freight the freight step is ${after?.steps.freight.state} and the order has ${again.lines} lines`;
          return null;
        }
        if (lines !== 1) return `the freight step is done, but the order has ${lines} lines`;
        return null;
      },
      intent: { kind: "label", keyPart: `:${invoice}:${packageNumber}` },
      checkAgain: (id) => checkAgainAs(world.tokens[0], id),
    };
  },
  arm: (world, fault) => armErpFault(world.env.erp, target, fault),
  whenWriteOut: (world) => nextErpWrite(world.env.erp, target.write),
  clearFaults: (world) => clearErpFaults(world.env.erp),
  /** Time passes as the server sees it: each round the back-off is over, the resume job runs, its runs finish. */
  async serverJobs(world) {
    const db = world.env.db;
    for (let round = 0; round < JOB_ROUNDS; round++) {
      const due = await retried(() =>
        db
          .update(shipmentWorkflows)
          .set({ nextRunAt: sql`now()` })
          .where(eq(shipmentWorkflows.state, "running"))
          .returning({ id: shipmentWorkflows.id }),
      );
      if (!due.length) return;
      await retried(() => resumeShipmentWorkflows(db));
      for (const { id } of due) await runEnded(world, id);
      const still = await retried(() =>
        db
          .select({ id: shipmentWorkflows.id })
          .from(shipmentWorkflows)
          .where(
            and(
              inArray(
                shipmentWorkflows.id,
                due.map((d) => d.id),
              ),
              eq(shipmentWorkflows.state, "running"),
            ),
          ),
      );
      if (!still.length) return;
    }
  },
  ...labelWorldParts,
};
