// Surcharge (POST /api/erp/surcharge, loggedInUser mode): each schedule opens the link of an order not used before;
// the effect is a surcharge line the ERP holds on the order's first generation (counted against the lines before).
import { eq } from "drizzle-orm";
import { POST as surcharge } from "@/app/api/erp/surcharge/route";
import { intents } from "@/db/schema";
import { callRoute } from "@/tests/helpers/call-route";
import { surchargeLines } from "@/tests/helpers/erp-orders";
import { answerOf } from "../answers";
import { checkAgainAs } from "../check-again";
import { armErpFault, ERP_FAULTS, nextErpWrite, type ErpTarget } from "../erp-knobs";
import { erpWorldParts, signInTwice, startErpWorld, type ErpWorld } from "../erp-world";
import type { Flow } from "../model";
import { listOrderIds } from "../order-pool";

const target: ErpTarget = { write: { method: "POST", path: "/LineItems" }, read: "/SalesOrders/" };

type SurchargeWorld = ErpWorld & { orders: string[]; next: number };
let address = 0;

export const surchargeFlow: Flow<SurchargeWorld> = {
  name: "surcharge",
  faults: ERP_FAULTS,
  async start(opts) {
    const world = await startErpWorld(opts);
    return { ...world, orders: await listOrderIds(world.env.erp), next: 0 };
  },
  async fresh(world) {
    if (world.next === world.orders.length) {
      await fetch(`${world.env.erp.baseUrl}:5000/__control/reset`, { method: "POST" });
      await world.env.db.delete(intents).where(eq(intents.kind, "surcharge"));
      world.tokens = await signInTwice();
      world.next = 0;
    }
    const order = world.orders[world.next++];
    const before = (await surchargeLines(world.env.erp, order)).length;
    // The link's rate limit counts per address (CLARIFICATIONS 44): each opening comes from its own.
    const open = (token: string) =>
      callRoute(surcharge, {
        method: "POST",
        url: `http://localhost/api/erp/surcharge?${new URLSearchParams({ order, companyCode: "EDS", port: "5000" })}`,
        token,
        address: `10.99.${++address % 250}.${(address >> 8) % 250}`,
      });
    return {
      submit: async (instance) => {
        const { status, json } = await open(world.tokens[instance]);
        return answerOf(status, json);
      },
      effects: async () => (await surchargeLines(world.env.erp, order)).length - before,
      intent: { kind: "surcharge", keyPart: `:5000:${order}` },
      checkAgain: (id) => checkAgainAs(world.tokens[0], id),
    };
  },
  arm: (world, fault) => armErpFault(world.env.erp, target, fault),
  whenWriteOut: (world) => nextErpWrite(world.env.erp, target.write),
  ...erpWorldParts,
};
