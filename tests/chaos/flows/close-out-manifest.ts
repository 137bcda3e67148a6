// Close Out's manifest (POST /api/ship-station/close-out): each schedule closes out a branch's day holding a fresh
// USPS label; the effect is Shippo's manifests (not ERROR) that take that label. At most one per branch, carrier
// account and day. The route answers the close-out with each manifest's state; the flow reads that state as the
// answer the clerk sees (made, refused for good, or to be tried again / checked).
import { eq, inArray } from "drizzle-orm";
import { POST as closeOutRoute } from "@/app/api/ship-station/close-out/route";
import { POST as createFromShipStation } from "@/app/api/shipments/create-from-shipstation/route";
import { closeOuts, intents, shipments } from "@/db/schema";
import type { CloseOutDto } from "@/lib/shipping/close-out/close-out-dto";
import { callRoute } from "@/tests/helpers/call-route";
import { answerOf } from "../answers";
import { checkAgainAs } from "../check-again";
import { labelWorldParts, nextPackage, quoteFresh, startLabelWorld, type LabelWorld } from "../label-world";
import type { Answer, Flow } from "../model";
import { armShippoFault, MANIFEST, SHIPPO_FAULTS } from "../shippo-knobs";

const BRANCH = "TNCH";
/** The stand-in keeps no manifest QUEUED, so that knob is not one of this flow's. */
const FAULTS = SHIPPO_FAULTS.filter((f) => f !== "shippo-queued");

/** The clerk's answer: the route's own failure, else the USPS manifest's state on the close-out. */
function manifestAnswer(status: number, json: unknown): Answer {
  if (status !== 200) return answerOf(status, json);
  const m = (json as CloseOutDto).manifests.find((x) => x.carrier === "usps");
  if (!m) return { status: 500, error: "the close-out has no USPS manifest" };
  if (m.state === "made") return { status: 200 };
  if (m.state === "refused") return { status: 422, error: m.reason ?? "" };
  if (m.state === "doubt")
    return { status: 503, code: "INTENT_UNCONFIRMED", ...(m.intentId ? { intentId: m.intentId } : {}) };
  return { status: 502, error: m.reason ?? "" };
}

/** A new day for the branch: its close-outs, labels and manifests (ours and the stand-in's) forgotten. */
async function freshDay(world: LabelWorld) {
  const db = world.env.db;
  await db.delete(shipments).where(eq(shipments.branch, BRANCH));
  await db.delete(closeOuts).where(eq(closeOuts.branch, BRANCH));
  await db.delete(intents).where(inArray(intents.kind, ["manifest"]));
  await world.env.shippo.control("/manifests", undefined, "DELETE");
}

export const closeOutManifestFlow: Flow<LabelWorld> = {
  name: "close-out manifest",
  faults: FAULTS,
  start: startLabelWorld,
  examples: [
    [
      { fault: "lost-answer", move: "submit" },
      { fault: "read-5xx", move: "double-click" },
    ],
    [
      { fault: "late-answer", move: "two-instances" },
      { fault: null, move: "check-again" },
    ],
  ],
  async fresh(world) {
    await freshDay(world);
    const { invoice, packageNumber } = await nextPackage(world);
    const q = await quoteFresh(world, invoice);
    const rate = q.rates.find((r) => r.provider === "USPS")!;
    const bought = await callRoute(createFromShipStation, {
      token: world.tokens[0],
      body: {
        shippoData: { rateId: rate.object_id },
        shipmentData: { invoiceNumber: invoice, packageNumber, branch: BRANCH },
      },
    });
    if (bought.status !== 200)
      throw new Error(`the label for ${invoice} #${packageNumber} was not bought: ${bought.status}`);
    const transactionId: string = bought.json.transactionId;
    const day = new Date().toISOString().slice(0, 10);
    return {
      submit: async (instance) => {
        const { status, json } = await callRoute(closeOutRoute, {
          token: world.tokens[instance],
          body: { branch: BRANCH, day },
        });
        return manifestAnswer(status, json);
      },
      effects: async () => {
        const { manifests } = await world.env.shippo.control<{
          manifests: { status: string; transactions: string[] }[];
        }>("/manifests");
        return manifests.filter((m) => m.status !== "ERROR" && m.transactions.includes(transactionId)).length;
      },
      intent: { kind: "manifest", keyPart: `:${BRANCH}:` },
      checkAgain: (id) => checkAgainAs(world.tokens[0], id),
    };
  },
  arm: (world, fault) => armShippoFault(world.env.shippo, fault, MANIFEST),
  clearFaults: (world) => world.env.shippo.clearFaults(),
  ...labelWorldParts,
};
