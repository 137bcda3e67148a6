// Labels (POST /api/shipments/create-from-shipstation): each schedule quotes a fresh (invoice, package) and buys
// its cheapest rate; the effect is a paid transaction at Shippo (QUEUED, PENDING or SUCCESS) for that quote's shipment.
import { buy } from "@/tests/integration/shipping/ship-desk";
import { answerOf } from "../answers";
import { checkAgainAs } from "../check-again";
import { labelWorldParts, nextPackage, quoteFresh, startLabelWorld, type LabelWorld } from "../label-world";
import type { Flow } from "../model";
import { armShippoFault, labelsBought, SHIPPO_FAULTS, shippoHasKnob } from "../shippo-knobs";

export const labelsFlow: Flow<LabelWorld> = {
  name: "labels",
  faults: SHIPPO_FAULTS,
  start: startLabelWorld,
  available: (world, fault) => shippoHasKnob(world.env.shippo, fault),
  examples: [
    // Issue 24: the charge's answer lost, then the recovery read refused; a retry must not buy a second label.
    [
      { fault: "lost-answer", move: "submit" },
      { fault: "read-429", move: "submit" },
    ],
    [
      { fault: "lost-answer", move: "submit" },
      { fault: "read-4xx", move: "submit" },
    ],
    // Issue 24: a purchase left QUEUED; a retry before Shippo settles must not buy again.
    [
      { fault: "shippo-queued", move: "submit" },
      { fault: null, move: "submit" },
    ],
  ],
  async fresh(world) {
    const { invoice, packageNumber } = await nextPackage(world);
    const q = await quoteFresh(world, invoice);
    const rateId = q.rates[0].object_id;
    return {
      submit: async (instance) => {
        const { status, json } = await buy(world.tokens[instance], invoice, rateId, packageNumber);
        return answerOf(status, json);
      },
      effects: () => labelsBought(world.env.shippo, q.shipmentId),
      intent: { kind: "label", keyPart: `:${invoice}:${packageNumber}` },
      checkAgain: (id) => checkAgainAs(world.tokens[0], id),
    };
  },
  arm: (world, fault) => armShippoFault(world.env.shippo, fault),
  clearFaults: (world) => world.env.shippo.clearFaults(),
  ...labelWorldParts,
};
