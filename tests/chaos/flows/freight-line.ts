// Freight by line item (POST /api/postFreight, method lineitem): each schedule posts the freight of a label bought
// for a fresh (invoice, package); the effect is a freight line on the order whose comment names its tracking number.
import { freightLinesAt, postFreight } from "@/tests/integration/shipping/ship-desk";
import { clearErpFaults } from "@/tests/helpers/test-env";
import { answerOf } from "../answers";
import { checkAgainAs } from "../check-again";
import { armErpFault, ERP_FAULTS, nextErpWrite, type ErpTarget } from "../erp-knobs";
import { labelledPackage } from "../freight-case";
import { labelWorldParts, startLabelWorld, type LabelWorld } from "../label-world";
import type { Flow } from "../model";

const target: ErpTarget = { write: { method: "POST", path: "/LineItems" }, read: "/SalesOrders/" };

export const freightLineFlow: Flow<LabelWorld> = {
  name: "freight by line item",
  faults: ERP_FAULTS,
  start: startLabelWorld,
  // Issue 24: the line added but answered after the time-out, then the retry's read meets an expired ERP session.
  examples: [
    [
      { fault: "late-answer", move: "submit" },
      { fault: "session-expired", move: "submit" },
    ],
  ],
  async fresh(world) {
    const { invoice, packageNumber, tracking, body } = await labelledPackage(world, "lineitem");
    return {
      submit: async (instance) => {
        const { status, json } = await postFreight(world.tokens[instance], body);
        return answerOf(status, json);
      },
      effects: async () => (await freightLinesAt(world.env.erp, invoice, tracking)).lines.length,
      intent: { kind: "freight", keyPart: `:${invoice}:${packageNumber}` },
      checkAgain: (id) => checkAgainAs(world.tokens[0], id),
    };
  },
  arm: (world, fault) => armErpFault(world.env.erp, target, fault),
  whenWriteOut: (world) => nextErpWrite(world.env.erp, target.write),
  clearFaults: (world) => clearErpFaults(world.env.erp),
  ...labelWorldParts,
};
