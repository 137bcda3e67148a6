// Vendor creation (POST /api/vendor-add): one new pay-to per schedule; the effect is a vendor with its name index.
import { POST as vendorAdd } from "@/app/api/vendor-add/route";
import { ERP_USERS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { formKey, newPayTo, vendorsNamed } from "@/tests/integration/faults/erp-vendors";
import { signIn } from "@/tests/integration/sim-erp/helpers";
import { answerOf } from "../answers";
import { checkAgainAs } from "../check-again";
import { armErpFault, ERP_FAULTS, nextErpWrite, type ErpTarget } from "../erp-knobs";
import { erpWorldParts, startErpWorld, type ErpWorld } from "../erp-world";
import type { Flow } from "../model";

const target: ErpTarget = { write: { method: "POST", path: "/Vendors" }, read: "/Vendors" };

export const vendorFlow: Flow<ErpWorld> = {
  name: "vendor creation",
  faults: ERP_FAULTS,
  start: startErpWorld,
  async fresh(world) {
    const body = { idempotencyKey: formKey(), vendor: newPayTo("CHAOS VALVE") };
    return {
      submit: async (instance) => {
        const { status, json } = await callRoute(vendorAdd, { body, token: world.tokens[instance] });
        return answerOf(status, json);
      },
      effects: async () =>
        (await vendorsNamed(await signIn(world.env.erp, 5000, ERP_USERS.clerk), body.vendor.nameIndex)).length,
      intent: { kind: "erp-vendor", keyPart: body.idempotencyKey },
      checkAgain: (id) => checkAgainAs(world.tokens[0], id),
    };
  },
  arm: (world, fault) => armErpFault(world.env.erp, target, fault),
  whenWriteOut: (world) => nextErpWrite(world.env.erp, target.write),
  ...erpWorldParts,
};
