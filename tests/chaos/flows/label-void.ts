// Void Label (POST /api/shipments/{id}/void): each schedule voids a label bought for a fresh (invoice, package) whose
// freight was posted as a line; the effects are Shippo's refunds of that transaction (not ERROR) and the reversal
// lines on the order. At most one refund and one reversal per transaction.
import { orderLinesAt, postFreight, voidLabelOf } from "@/tests/integration/shipping/ship-desk";
import { answerOf } from "../answers";
import { checkAgainAs } from "../check-again";
import { labelledPackage } from "../freight-case";
import { labelWorldParts, startLabelWorld, type LabelWorld } from "../label-world";
import type { Flow } from "../model";
import { armShippoFault, REFUND, SHIPPO_FAULTS } from "../shippo-knobs";

/**
 * Two effects counted as one number: the refunds, unless a reversal is repeated or made without a refund (then more
 * than one, a violation). The stand-in refuses a second refund of a label (as Shippo does), so a void asked twice
 * shows as a final refusal while a refund stands, which the invariant reports.
 */
function voidEffects(refunds: number, reversals: number): number {
  if (reversals > 1 || reversals > refunds) return refunds + reversals + 1;
  return refunds;
}

export const labelVoidFlow: Flow<LabelWorld> = {
  name: "label void",
  faults: SHIPPO_FAULTS,
  start: startLabelWorld,
  examples: [
    // The refund's answer lost, then the recovery's read refused; a retry must not refund again.
    [
      { fault: "lost-answer", move: "submit" },
      { fault: "read-4xx", move: "submit" },
    ],
    [
      { fault: "late-answer", move: "double-click" },
      { fault: null, move: "two-instances" },
    ],
  ],
  async fresh(world) {
    const { invoice, packageNumber, tracking, body } = await labelledPackage(world, "lineitem");
    const posted = await postFreight(world.tokens[0], { ...body, packageNumber });
    if (posted.status !== 200) throw new Error(`the freight of ${tracking} was not posted: ${posted.status}`);
    const shipment = await world.env.db.query.shipments.findFirst({
      where: (s, { eq }) => eq(s.trackingNumber, tracking),
    });
    const { id: shipmentId, shippoTransactionId, carrier } = shipment!;
    return {
      submit: async (instance) => {
        const { status, json } = await voidLabelOf(world.tokens[instance], shipmentId);
        return answerOf(status, json);
      },
      effects: async () => {
        const { refunds } = await world.env.shippo.refunds(shippoTransactionId);
        const order = await orderLinesAt(world.env.erp, invoice);
        const reversals = order.lineItems.filter((l) => l.lineItemProduct.comments === `VOID ${carrier} ${tracking}`);
        return voidEffects(refunds.filter((r) => r.status !== "ERROR").length, reversals.length);
      },
      intent: { kind: "void", keyPart: `:${shippoTransactionId}` },
      checkAgain: (id) => checkAgainAs(world.tokens[0], id),
    };
  },
  arm: (world, fault) => armShippoFault(world.env.shippo, fault, REFUND),
  clearFaults: (world) => world.env.shippo.clearFaults(),
  ...labelWorldParts,
};
