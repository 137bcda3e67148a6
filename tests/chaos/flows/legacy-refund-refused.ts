// A label the old code voided while Shippo held its refund (VOIDED at once, its freight line taken back, its key
// freed), handed back to the refunds job by migration 0023, whose refund the carrier then refused (CLARIFICATIONS
// 54/57, issue 36 deliver 2). The job makes the label live again; its freight, a line on the order, needs the ERP,
// which only a signed-in clerk reaches (the old code kept no session with its void), so it waits for Void Again.
// Each schedule presses Void Again for such a label: the effect is the freight posted again, the line
// `REFUND REFUSED {carrier} {tracking}`, at most once whatever is lost, retried or pressed twice. Once the jobs have
// run: the label live and paid, its refusal recorded, its freight standing once (posted, taken back, posted again);
// or, should a press of two at once have landed after the other had posted the line (a new void of the live label),
// voided, its freight standing nowhere.
import { eq } from "drizzle-orm";
import { shipments } from "@/db/schema";
import { moneyStateOf } from "@/lib/shipping/lifecycle/money-state";
import { correctionOf, POSTED_AGAIN } from "@/lib/shipping/voids/freight-correction";
import { settleOpenRefunds } from "@/lib/shipping/voids/settle-open-refunds";
import { clearErpFaults } from "@/tests/helpers/test-env";
import { migrateLegacyVoids, voidedByOldCode } from "@/tests/integration/shipping/legacy-void";
import { orderLinesAt, postFreight, voidLabelOf } from "@/tests/integration/shipping/ship-desk";
import { answerOf } from "../answers";
import { checkAgainAs } from "../check-again";
import { retried } from "../db-drop";
import { armErpFault, ERP_FAULTS, nextErpWrite, type ErpTarget } from "../erp-knobs";
import { labelledPackage } from "../freight-case";
import { labelWorldParts, startLabelWorld, type LabelWorld } from "../label-world";
import type { Answer, Flow } from "../model";

const target: ErpTarget = { write: { method: "POST", path: "/LineItems" }, read: "/SalesOrders/" };
/** Rounds of the refunds job after the schedule: a line that waits for nobody is posted by Void Again only. */
const JOB_ROUNDS = 2;

type Legacy = {
  invoice: string;
  tracking: string;
  carrier: string;
  shipmentId: string;
  companyId: string;
  transactionId: string;
};

/** The label's freight lines on its order: posted, taken back by the old void, posted again. */
async function linesOf(world: LabelWorld, c: Legacy) {
  const comments = (await orderLinesAt(world.env.erp, c.invoice)).lineItems.map((l) => l.lineItemProduct.comments);
  return {
    posts: comments.filter((x) => x?.includes(`Tracking: ${c.tracking}`)).length,
    reversals: comments.filter((x) => x === `VOID ${c.carrier} ${c.tracking}`).length,
    again: comments.filter((x) => x === `REFUND REFUSED ${c.carrier} ${c.tracking}`).length,
    voidAgain: comments.filter((x) => x === `VOID AGAIN ${c.carrier} ${c.tracking}`).length,
  };
}

/** A label with its freight line, voided by the old code, migrated, its refund refused and read by the job. */
async function legacyLabel(world: LabelWorld): Promise<Legacy> {
  const label = await labelledPackage(world, "lineitem");
  const posted = await postFreight(world.tokens[0], { ...label.body, packageNumber: label.packageNumber });
  if (posted.status !== 200) throw new Error(`the freight of ${label.tracking} was not posted: ${posted.status}`);
  const { db } = world.env;
  const row = await db.query.shipments.findFirst({ where: eq(shipments.trackingNumber, label.tracking) });
  await world.env.shippo.control("/pending-next-refund", { reads: 0, settle: "ERROR" });
  await voidedByOldCode(db, row!.id);
  await migrateLegacyVoids(db);
  await settleOpenRefunds(db);
  const c = {
    invoice: label.invoice,
    tracking: label.tracking,
    carrier: row!.carrier ?? "",
    shipmentId: row!.id,
    companyId: row!.companyId,
    transactionId: row!.shippoTransactionId,
  };
  const lines = await linesOf(world, c);
  if (lines.posts !== 1 || lines.reversals !== 1 || lines.again !== 0)
    throw new Error(`the legacy void of ${label.tracking} did not start as the old code left it`);
  return c;
}

export const legacyRefundRefusedFlow: Flow<LabelWorld> = {
  name: "legacy refund refused",
  faults: ERP_FAULTS,
  start: startLabelWorld,
  examples: [
    // The line posted again, its answer lost; the retry must find it, not post it twice.
    [
      { fault: "lost-answer", move: "submit" },
      { fault: null, move: "submit" },
    ],
    [
      { fault: "late-answer", move: "double-click" },
      { fault: "session-expired", move: "check-again" },
    ],
    // Found by the 1,000-schedule run: of two presses at once, one came between the refusal's void being let go and
    // its money moving, bought a new refund, and the label ended VOIDED with its money `refund refused`.
    [{ fault: "read-429", move: "double-click" }],
    // Found by the 5,000-schedule run (seed 2032): of the two presses, the second reached the server after the
    // first had posted the line, and voided the label anew; its `VOID AGAIN` line refused, the label stayed
    // `voiding`, and the next press (a retry of that void, refused again) was judged against the line posted again.
    [
      { fault: "lost-answer", move: "submit" },
      { fault: "write-4xx", move: "double-click" },
      { fault: "write-4xx", move: "submit" },
    ],
  ],
  async fresh(world) {
    const c = await legacyLabel(world);
    const labelKey = { companyId: c.companyId, shippoTransactionId: c.transactionId };
    // The clerk presses the row's Void Again while Needs Attention says the freight is not posted again yet (the
    // label still `voiding`); once it is posted the row says only that the refund was refused, and a press then is a
    // new void of a live label (the label void flow's action, not this one's): what the clerk sees is the line posted.
    // So too when, of two presses at once, one reached the server after the other had posted the line and voided the
    // label anew: the label is `voiding` again, for that void's `VOID AGAIN` line, on a row of its own.
    const postedAgain = async () =>
      (await retried(() => correctionOf(world.env.db, POSTED_AGAIN, labelKey)))?.state === "done";
    const press = async (instance: 0 | 1): Promise<Answer> => {
      const state = await retried(() => moneyStateOf(world.env.db, c.shipmentId));
      if (state !== "voiding") return { status: 200, said: `row: ${state}` };
      if (await postedAgain()) return { status: 200, said: "row: posted again, voided anew" };
      const { status, json } = await voidLabelOf(world.tokens[instance], c.shipmentId);
      return { ...answerOf(status, json), ...(status === 200 ? { said: String(json.refundStatus) } : {}) };
    };
    return {
      submit: press,
      effects: async () => (await linesOf(world, c)).again,
      intent: { kind: "freight-again", keyPart: `:${c.transactionId}` },
      checkAgain: (id) => checkAgainAs(world.tokens[0], id),
      async settled() {
        const lines = await linesOf(world, c);
        const row = await retried(() =>
          world.env.db.query.shipments.findFirst({ where: eq(shipments.id, c.shipmentId) }),
        );
        const state = `${row!.internalStatus} / ${row!.moneyState} / ${row!.refundStatus}`;
        const standing = lines.posts - lines.reversals + lines.again - lines.voidAgain;
        if (row!.moneyState === "voiding" && (await postedAgain())) {
          // Voided anew after the line was posted (above), its `VOID AGAIN` line refused by a fault and waiting on
          // its own row: the freight stands once until that void's Void Again is pressed.
          if (lines.again !== 1 || standing !== 1)
            return `voided anew, but its freight stands ${standing} times (posted again ${lines.again} times)`;
          return null;
        }
        if (row!.moneyState === "voided") {
          if (row!.refundStatus !== "SUCCESS") return `the label is ${state}, but no refund is done`;
          if (lines.again !== 1 || standing !== 0)
            return `voided again, but its freight stands ${standing} times (posted again ${lines.again} times)`;
          return null;
        }
        if (row!.internalStatus !== "LABEL_PURCHASED" || row!.refundStatus !== "ERROR")
          return `the carrier refused the refund, but the label is ${state}, not live again`;
        if (row!.moneyState !== "refund_refused") return `the freight was posted again, but the label is ${state}`;
        if (standing !== 1) return `the label is live again, but its freight stands ${standing} times`;
        return null;
      },
    };
  },
  arm: (world, fault) => armErpFault(world.env.erp, target, fault),
  whenWriteOut: (world) => nextErpWrite(world.env.erp, target.write),
  clearFaults: (world) => clearErpFaults(world.env.erp),
  /** The refunds job, as the server runs it: it must not post the line without a clerk, nor twice. */
  async serverJobs(world) {
    for (let round = 0; round < JOB_ROUNDS; round++) await retried(() => settleOpenRefunds(world.env.db));
  },
  ...labelWorldParts,
};
