// Label refunds ("voids"): POST /refunds asks Shippo to refund a bought label's postage; the refund then moves
// QUEUED/PENDING → SUCCESS (or ERROR when the carrier turns it down), and the transaction's status follows it.
import { paginate, type ApiCtx } from "../api-context";
import { Dropped, ShippoError, json, notFound, route, str, type Route } from "../http";
import { isoNow, newId, type ShippoState } from "../state";
import type { RefundRecord, RefundWire, TransactionWire } from "../types";

export const REFUSED_REFUND_TEXT = "This label has already been scanned by the carrier and cannot be refunded.";

const TX_STATUS: Record<RefundWire["status"], TransactionWire["status"]> = {
  QUEUED: "REFUNDPENDING",
  PENDING: "REFUNDPENDING",
  SUCCESS: "REFUNDED",
  ERROR: "REFUNDREJECTED",
};

function setStatus(state: ShippoState, record: RefundRecord, status: RefundWire["status"]) {
  record.wire.status = status;
  record.wire.object_updated = isoNow();
  const tx = state.transactions.get(record.wire.transaction);
  if (tx) tx.wire.status = TX_STATUS[status];
}

/** A refund still in the carrier's hands has been dealt with by the time it is read (after the reads the knob asked for). */
function settle(state: ShippoState, record: RefundRecord): RefundWire {
  const open = record.wire.status === "QUEUED" || record.wire.status === "PENDING";
  if (!open) return record.wire;
  if (record.readsPending) {
    record.readsPending -= 1;
    return record.wire;
  }
  setStatus(state, record, record.settleTo);
  return record.wire;
}

const refused = (text: string) => new ShippoError(400, { transaction: [text] });

function requestRefund(ctx: ApiCtx): RefundRecord {
  const txId = str(ctx.body.transaction);
  if (!txId) throw new ShippoError(400, { transaction: ["This field is required."] });
  const tx = ctx.state.transactions.get(txId);
  if (!tx || tx.account !== ctx.caller.account) throw refused(`Transaction with object_id ${txId} does not exist.`);
  const earlier = [...ctx.state.refunds.values()].some((r) => r.wire.transaction === txId && r.wire.status !== "ERROR");
  if (earlier) throw refused("A refund for this transaction has already been requested.");
  if (tx.pending || (tx.wire.status !== "SUCCESS" && tx.wire.status !== "REFUNDREJECTED"))
    throw refused("Only a label that was bought can be refunded.");
  const refusal = ctx.state.faults.takeRefundRefusal();
  if (refusal) throw refused(refusal);

  const pending = ctx.state.faults.takeRefundPending();
  const isAsync = ctx.body.async === true || ctx.body.async === "true";
  const now = isoNow();
  const record: RefundRecord = {
    account: ctx.caller.account,
    wire: {
      object_id: newId(),
      object_created: now,
      object_updated: now,
      object_owner: ctx.caller.owner,
      status: "SUCCESS",
      test: ctx.caller.test,
      transaction: txId,
    },
    readsPending: pending?.reads,
    settleTo: pending?.settle ?? "SUCCESS",
  };
  ctx.state.refunds.set(record.wire.object_id, record);
  setStatus(ctx.state, record, pending ? "PENDING" : isAsync ? "QUEUED" : "SUCCESS");
  return record;
}

export const refundRoutes: Route<ApiCtx>[] = [
  route("POST", "/refunds", (ctx) => {
    const record = requestRefund(ctx);
    const loss = ctx.state.faults.takeRefundLoss();
    if (loss) return new Dropped(loss.mode, loss.status);
    return json(201, record.wire);
  }),
  route("GET", "/refunds", (ctx) => {
    const mine = [...ctx.state.refunds.values()]
      .filter((r) => r.account === ctx.caller.account)
      .map((r) => settle(ctx.state, r));
    return json(200, paginate(ctx, mine.reverse()));
  }),
  route("GET", "/refunds/:id", (ctx, p) => {
    const r = ctx.state.refunds.get(p.id);
    if (!r || r.account !== ctx.caller.account) throw notFound();
    return json(200, settle(ctx.state, r));
  }),
];
