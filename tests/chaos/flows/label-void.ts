// Void Label (POST /api/shipments/{id}/void) and the money lifecycle after it (CLARIFICATIONS 54, 55, 57): each
// schedule voids a label bought for a fresh (invoice, package), its freight posted as a line first ("label void") or
// not ("void racing freight"). The effect is Shippo's refund of that transaction (not ERROR). At every moment: at most
// one refund standing, at most one freight credit line and only once a refund is done, at most one paid label for the
// package. Besides the void: a freight post landing while the void is under way (`freight-race`: refused with 409),
// and Ship Package again for the package (`buy-again`: a new label only once the refund is done). A refund may settle
// ERROR after PENDING: the settle job reads it after the schedule, and the label must be live again, its freight
// standing; a refund done leaves the label VOIDED with its freight taken back.
import { eq } from "drizzle-orm";
import { shipments } from "@/db/schema";
import { settleOpenRefunds } from "@/lib/shipping/voids/settle-open-refunds";
import { buy, orderLinesAt, postFreight, voidLabelOf } from "@/tests/integration/shipping/ship-desk";
import { answerOf } from "../answers";
import { checkAgainAs } from "../check-again";
import { retried } from "../db-drop";
import { labelledPackage } from "../freight-case";
import { labelWorldParts, startLabelWorld, type LabelWorld } from "../label-world";
import { MOVES, type Answer, type Fault, type Flow, type Schedule } from "../model";
import { armShippoFault, isPaid, REFUND, SHIPPO_FAULTS } from "../shippo-knobs";

/** How long Shippo holds each call during a freight race: the post is sent while the refund is being asked. */
const RACE_MS = 400;
/** Rounds of the settle job after the schedule (a refund Shippo holds settles after a read or two). */
const JOB_ROUNDS = 4;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type VoidCase = Awaited<ReturnType<typeof labelledPackage>> & {
  shipmentId: string;
  transactionId: string;
  carrier: string | null;
};

/** The refunds of the label, the freight and credit lines on its order, and the package's paid labels. */
async function ledger(world: LabelWorld, c: VoidCase) {
  const [{ refunds }, order, { transactions }] = await Promise.all([
    world.env.shippo.refunds(c.transactionId),
    orderLinesAt(world.env.erp, c.invoice),
    world.env.shippo.transactions(c.shippoShipment),
  ]);
  const comments = order.lineItems.map((l) => l.lineItemProduct.comments ?? "");
  return {
    standing: refunds.filter((r) => r.status !== "ERROR").length,
    done: refunds.filter((r) => r.status === "SUCCESS").length,
    open: refunds.filter((r) => r.status === "QUEUED" || r.status === "PENDING").length,
    posts: comments.filter((x) => x.includes(`Tracking: ${c.tracking}`)).length,
    reversals: comments.filter((x) => x === `VOID ${c.carrier ?? ""} ${c.tracking}`).length,
    paid: transactions.filter(isPaid),
  };
}
type Ledger = Awaited<ReturnType<typeof ledger>>;

/** What must hold of the money at every moment, and of each answer of another action than the void. */
function momentWrong(l: Ledger, c: VoidCase, answers: readonly Answer[]): string | null {
  if (l.reversals > 1) return `${l.reversals} freight credit lines for one void`;
  if (l.reversals > l.done) return "a freight credit line, but no refund is done";
  if (l.posts > 1 + l.reversals) return `${l.posts} freight lines for one label`;
  if (l.paid.length > 1) return `${l.paid.length} labels paid for one package`;
  for (const a of answers) {
    const ok = a.status >= 200 && a.status < 300;
    if (!a.of && a.said === "SUCCESS" && l.done === 0) return "told the label is refunded, but no refund is done";
    if (a.of === "freight" && ok && a.said !== "replayed" && l.standing > 0)
      return "a freight post sent while the void was under way was answered as posted, not refused (409)";
    if (a.of === "label" && ok) {
      // A label being refunded is not the package's label either: its refund may be done by now.
      const live = l.paid.filter((t) => t.status !== "REFUNDPENDING");
      if (!live.some((t) => t.tracking_number === a.said))
        return `Ship Package answered label ${a.said}, which is not live (refunded or being refunded)`;
      if (a.said !== c.tracking && l.done === 0)
        return "a second label was bought before the first one's refund was done";
    }
  }
  return null;
}

const VOID_FAULTS = [...SHIPPO_FAULTS, "refund-refused-later"] as const satisfies readonly Fault[];

const EXAMPLES: Schedule[] = [
  // The refund's answer lost, then the recovery's read refused; a retry must not refund again.
  [
    { fault: "lost-answer", move: "submit" },
    { fault: "read-4xx", move: "submit" },
  ],
  [
    { fault: "late-answer", move: "double-click" },
    { fault: null, move: "two-instances" },
  ],
  // Issue 36 defect 1: a refund PENDING that the carrier later refuses; Ship Package again meanwhile.
  [{ fault: "refund-refused-later", move: "submit" }],
  [
    { fault: "refund-refused-later", move: "submit" },
    { fault: null, move: "buy-again" },
  ],
  [
    { fault: null, move: "submit" },
    { fault: null, move: "buy-again" },
  ],
  // Issue 36 defect 2: a freight post that lands while Shippo works on the refund.
  [{ fault: "shippo-queued", move: "freight-race" }],
  [
    { fault: "refund-refused-later", move: "freight-race" },
    { fault: null, move: "buy-again" },
  ],
];

function voidFlow(name: string, freightFirst: boolean): Flow<LabelWorld> {
  return {
    name,
    faults: VOID_FAULTS,
    moves: [...MOVES, "freight-race", "buy-again"],
    start: startLabelWorld,
    examples: EXAMPLES,
    async fresh(world) {
      const label = await labelledPackage(world, "lineitem");
      const freight = { ...label.body, packageNumber: label.packageNumber };
      if (freightFirst) {
        const posted = await postFreight(world.tokens[0], freight);
        if (posted.status !== 200) throw new Error(`the freight of ${label.tracking} was not posted: ${posted.status}`);
      }
      const row = await world.env.db.query.shipments.findFirst({ where: eq(shipments.trackingNumber, label.tracking) });
      const c: VoidCase = {
        ...label,
        shipmentId: row!.id,
        transactionId: row!.shippoTransactionId,
        carrier: row!.carrier,
      };
      const press = async (instance: 0 | 1): Promise<Answer> => {
        const { status, json } = await voidLabelOf(world.tokens[instance], c.shipmentId);
        const answer = answerOf(status, json);
        if (status !== 200) return answer;
        // A void answered with its refund refused tells the clerk "Refund refused": a refusal, not a void.
        const refund = String(json.refundStatus);
        return { ...answer, said: refund === "ERROR" ? "refused" : refund };
      };
      const voidBegun = async () => {
        for (let waited = 0; waited < 2000; waited += 25) {
          const now = await retried(() =>
            world.env.db.query.shipments.findFirst({
              where: eq(shipments.id, c.shipmentId),
              columns: { moneyState: true },
            }),
          );
          if (now?.moneyState === "voiding" || now?.moneyState === "voided") return;
          await sleep(25);
        }
      };
      return {
        submit: press,
        moves: {
          // The void is pressed; once it has begun, a second tab (or a batch) posts the label's freight.
          "freight-race": async () => {
            await world.env.shippo.control("/latency", { ms: RACE_MS });
            try {
              const voiding = press(0);
              await voidBegun();
              const posted = await postFreight(world.tokens[1], freight);
              const answer = answerOf(posted.status, posted.json);
              const said = posted.status === 200 && posted.json.replayed ? "replayed" : undefined;
              return [await voiding, { ...answer, of: "freight", ...(said ? { said } : {}) }];
            } finally {
              await world.env.shippo.control("/latency", { ms: 0 });
            }
          },
          "buy-again": async () => {
            const { status, json } = await buy(world.tokens[0], c.invoice, c.rateId, c.packageNumber);
            const said = status === 200 ? String(json.tracking_number) : undefined;
            return [{ ...answerOf(status, json), of: "label", ...(said ? { said } : {}) }];
          },
        },
        effects: async () => (await ledger(world, c)).standing,
        check: async (answers) => momentWrong(await ledger(world, c), c, answers),
        async settled() {
          const l = await ledger(world, c);
          const row = await retried(() =>
            world.env.db.query.shipments.findFirst({ where: eq(shipments.id, c.shipmentId) }),
          );
          const state = `${row!.internalStatus} / ${row!.moneyState}`;
          if (l.open) return "a refund is still open after the settle job ran";
          if (l.done) {
            if (row!.internalStatus !== "VOIDED" || row!.moneyState !== "voided")
              return `the refund is done, but the label is ${state}`;
            if (l.posts !== l.reversals) return `the refund is done, but ${l.posts - l.reversals} freight line stands`;
          } else {
            if (row!.internalStatus === "VOIDED" || row!.moneyState === "voiding" || row!.moneyState === "voided")
              return `no refund stands, but the label is ${state}, not live again`;
            if (l.posts > 0 && l.posts - l.reversals !== 1)
              return "the label is live again, but its freight was taken back and not posted again";
          }
          return momentWrong(l, c, []);
        },
        intent: { kind: "void", keyPart: `:${c.transactionId}` },
        // As the screen does: Check Again that finds the refund asked presses Void Label again, which answers the
        // refund as it now stands (a refusal since, or a refund to ask again once the carrier refused one).
        async checkAgain(id) {
          const checked = await checkAgainAs(world.tokens[0], id);
          return checked.state === "done" ? press(0) : checked;
        },
      };
    },
    arm: (world, fault) => armShippoFault(world.env.shippo, fault, REFUND),
    clearFaults: (world) => world.env.shippo.clearFaults(),
    /** The settle job, as the server runs it every few minutes, until no void is left under way. */
    async serverJobs(world) {
      for (let round = 0; round < JOB_ROUNDS; round++) {
        const open = await retried(() =>
          world.env.db.select({ id: shipments.id }).from(shipments).where(eq(shipments.moneyState, "voiding")),
        );
        if (!open.length) return;
        await retried(() => settleOpenRefunds(world.env.db));
      }
    },
    ...labelWorldParts,
  };
}

export const labelVoidFlow = voidFlow("label void", true);
export const voidRaceFlow = voidFlow("void racing freight", false);
