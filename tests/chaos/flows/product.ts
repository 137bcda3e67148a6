// Product creation (POST /api/create-product): one new catalog number per schedule; the effect is a product with it.
import { POST as createProduct } from "@/app/api/create-product/route";
import { ERP_USERS, PRICE_LINES } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { signIn } from "@/tests/integration/sim-erp/helpers";
import { answerOf } from "../answers";
import { checkAgainAs } from "../check-again";
import { armErpFault, ERP_FAULTS, nextErpWrite, type ErpTarget } from "../erp-knobs";
import { erpWorldParts, startErpWorld, type ErpWorld } from "../erp-world";
import type { Flow } from "../model";

const target: ErpTarget = { write: { method: "POST", path: "/Products" }, read: "/Products" };
let n = 0;

export const productFlow: Flow<ErpWorld> = {
  name: "product creation",
  faults: ERP_FAULTS,
  start: startErpWorld,
  async fresh(world) {
    const catalogNumber = `CH${Date.now() % 1_000_000}${++n}`;
    const body = {
      idempotencyKey: `chaos-product-${Date.now()}-${n}`,
      product: {
        priceLineId: PRICE_LINES.restricted.id,
        description: `UPX.${catalogNumber} 1/2 PEX CHAOS TUBE`,
        catalogNumber,
        upcCode: "",
        repCost: 12.5,
      },
    };
    return {
      submit: async (instance) => {
        const { status, json } = await callRoute(createProduct, { body, token: world.tokens[instance] });
        return answerOf(status, json);
      },
      effects: async () => {
        const erp = await signIn(world.env.erp, 5000, ERP_USERS.clerk);
        const { results } = await erp.json<{ results: { catalogNumber: string }[] }>(
          `/Products?keyword=${catalogNumber}&includeInactive=true`,
        );
        return results.filter((p) => p.catalogNumber === catalogNumber).length;
      },
      intent: { kind: "erp-product", keyPart: body.idempotencyKey },
      checkAgain: (id) => checkAgainAs(world.tokens[0], id),
    };
  },
  arm: (world, fault) => armErpFault(world.env.erp, target, fault),
  whenWriteOut: (world) => nextErpWrite(world.env.erp, target.write),
  ...erpWorldParts,
};
