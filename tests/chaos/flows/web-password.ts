// Web password (PUT /api/contact-pw/{contactId}): each schedule is a new form over the settings as read then; the
// effect is a password change the ERP carried out for the contact (its WebSettings PUTs, lost answers included).
import { PUT as updateWebPassword } from "@/app/api/contact-pw/[contactId]/route";
import { CONTACTS, ERP_USERS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { signIn } from "@/tests/integration/sim-erp/helpers";
import { answerOf } from "../answers";
import { checkAgainAs } from "../check-again";
import { armErpFault, clearErpWrites, countErpWrites, ERP_FAULTS, nextErpWrite, type ErpTarget } from "../erp-knobs";
import { erpWorldParts, startErpWorld, type ErpWorld } from "../erp-world";
import type { Flow } from "../model";

const contactId = CONTACTS.webUser.id;
const target: ErpTarget = {
  write: { method: "PUT", path: `/Contacts/${contactId}/WebSettings` },
  read: "/WebSettings",
};
let n = 0;

export const webPasswordFlow: Flow<ErpWorld> = {
  name: "web password",
  faults: ERP_FAULTS,
  start: startErpWorld,
  async fresh(world) {
    const erp = await signIn(world.env.erp, 5000, ERP_USERS.clerk);
    const read = await erp.json<{ id: string; updateKey: string }>(`/Contacts/${contactId}/WebSettings`);
    // The count starts with this form: every earlier change was another schedule's.
    await clearErpWrites(world.env.erp);
    const body = {
      idempotencyKey: `chaos-password-${Date.now()}-${++n}`,
      updateKey: read.updateKey,
      userId: read.id,
      password: `Chaos${n}Pass!`,
    };
    return {
      submit: async (instance) => {
        const { status, json } = await callRoute(updateWebPassword, {
          method: "PUT",
          params: { contactId },
          body,
          token: world.tokens[instance],
        });
        return answerOf(status, json);
      },
      effects: () => countErpWrites(world.env.erp, target.write),
      intent: { kind: "contact-web-password", keyPart: body.idempotencyKey },
      checkAgain: (id) => checkAgainAs(world.tokens[0], id),
    };
  },
  arm: (world, fault) => armErpFault(world.env.erp, target, fault),
  whenWriteOut: (world) => nextErpWrite(world.env.erp, target.write),
  ...erpWorldParts,
};
