// Close Out's manifest (POST /api/ship-station/close-out): each schedule closes out a branch's day holding a fresh
// USPS label; the effect is Shippo's manifests (not ERROR) that take that label. At most one per branch, carrier
// account and day. The route answers the close-out with each manifest's state; the flow reads that state as the
// answer the clerk sees (made, refused for good, or to be tried again / checked). `other-branch`: a second branch,
// on the same USPS account, closes out its own label first (issue 36 defect 5); every manifest holds one branch's
// labels only, and the manifest a close-out names holds that branch's label.
import { inArray } from "drizzle-orm";
import { POST as closeOutRoute } from "@/app/api/ship-station/close-out/route";
import { POST as createFromShipStation } from "@/app/api/shipments/create-from-shipstation/route";
import { closeOuts, intents, shipments } from "@/db/schema";
import type { CloseOutDto } from "@/lib/shipping/close-out/close-out-dto";
import { callRoute } from "@/tests/helpers/call-route";
import { answerOf } from "../answers";
import { checkAgainAs } from "../check-again";
import { labelWorldParts, nextPackages, quoteFresh, startLabelWorld, type LabelWorld } from "../label-world";
import { MOVES, type Answer, type Flow } from "../model";
import { armShippoFault, MANIFEST, SHIPPO_FAULTS } from "../shippo-knobs";

const BRANCH = "TNCH";
/** A second branch of the clerk's: the company's USPS account is the same. */
const OTHER_BRANCH = "TNJC";
/** The stand-in keeps no manifest QUEUED, so that knob is not one of this flow's. */
const FAULTS = SHIPPO_FAULTS.filter((f) => f !== "shippo-queued");

/** The clerk's answer: the route's own failure, else the USPS manifest's state on the close-out. */
function manifestAnswer(status: number, json: unknown): Answer {
  if (status !== 200) return answerOf(status, json);
  const m = (json as CloseOutDto).manifests.find((x) => x.carrier === "usps");
  if (!m) {
    const dto = json as CloseOutDto;
    const labels = dto.labels.map((l) => JSON.stringify(l)).join("; ");
    return { status: 500, error: `the close-out has no USPS manifest (its labels: ${labels || "none"})` };
  }
  if (m.state === "made") return { status: 200, ...(m.manifestId ? { said: m.manifestId } : {}) };
  if (m.state === "refused") return { status: 422, error: m.reason ?? "" };
  if (m.state === "doubt")
    return { status: 503, code: "INTENT_UNCONFIRMED", ...(m.intentId ? { intentId: m.intentId } : {}) };
  return { status: 502, error: m.reason ?? "" };
}

/** A new day for the branch: its close-outs, labels and manifests (ours and the stand-in's) forgotten. */
async function freshDay(world: LabelWorld) {
  const db = world.env.db;
  await db.delete(shipments).where(inArray(shipments.branch, [BRANCH, OTHER_BRANCH]));
  await db.delete(closeOuts).where(inArray(closeOuts.branch, [BRANCH, OTHER_BRANCH]));
  await db.delete(intents).where(inArray(intents.kind, ["manifest"]));
  await world.env.shippo.control("/manifests", undefined, "DELETE");
}

/** A USPS label of a fresh (invoice, package) at the branch: its Shippo transaction. */
async function uspsLabel(
  world: LabelWorld,
  branch: string,
  { invoice, packageNumber }: { invoice: string; packageNumber: number },
): Promise<string> {
  const q = await quoteFresh(world, invoice);
  const rate = q.rates.find((r) => r.provider === "USPS")!;
  const bought = await callRoute(createFromShipStation, {
    token: world.tokens[0],
    body: {
      shippoData: { rateId: rate.object_id },
      shipmentData: { invoiceNumber: invoice, packageNumber, branch },
    },
  });
  if (bought.status !== 200)
    throw new Error(`the label for ${invoice} #${packageNumber} was not bought: ${bought.status}`);
  return bought.json.transactionId;
}

type StandInManifest = { object_id: string; status: string; transactions: string[] };
const manifestsAt = async (world: LabelWorld) =>
  (await world.env.shippo.control<{ manifests: StandInManifest[] }>("/manifests")).manifests.filter(
    (m) => m.status !== "ERROR",
  );

export const closeOutManifestFlow: Flow<LabelWorld> = {
  name: "close-out manifest",
  faults: FAULTS,
  moves: [...MOVES, "other-branch"],
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
    // Issue 36 defect 5: this branch's manifest made, its answer lost; the other branch closes out first.
    [
      { fault: "lost-answer", move: "submit" },
      { fault: null, move: "other-branch" },
    ],
    [{ fault: "lost-answer", move: "other-branch" }],
  ],
  async fresh(world) {
    await freshDay(world);
    // Both packages are taken at once, before any label is bought (label-world.ts, `nextPackages`).
    const [mine, otherPackage] = await nextPackages(world, 2);
    const transactionId = await uspsLabel(world, BRANCH, mine);
    /** The other branch's label, bought when it first closes out. */
    let theirs: string | undefined;
    const day = new Date().toISOString().slice(0, 10);
    const closeOut = async (branch: string, instance: 0 | 1) => {
      const { status, json } = await callRoute(closeOutRoute, { token: world.tokens[instance], body: { branch, day } });
      return manifestAnswer(status, json);
    };
    return {
      submit: (instance) => closeOut(BRANCH, instance),
      moves: {
        "other-branch": async () => {
          theirs ??= await uspsLabel(world, OTHER_BRANCH, otherPackage);
          const other = await closeOut(OTHER_BRANCH, 1);
          return [{ ...other, of: "other-branch" }, await closeOut(BRANCH, 0)];
        },
      },
      effects: async () => (await manifestsAt(world)).filter((m) => m.transactions.includes(transactionId)).length,
      async check(answers) {
        const manifests = await manifestsAt(world);
        if (theirs && manifests.some((m) => m.transactions.includes(transactionId) && m.transactions.includes(theirs!)))
          return "one manifest holds both branches' labels";
        if (theirs && manifests.filter((m) => m.transactions.includes(theirs!)).length > 1)
          return "the other branch's label is on two manifests";
        for (const a of answers.filter((x) => x.status === 200 && x.said)) {
          const label = a.of ? theirs : transactionId;
          const named = manifests.find((m) => m.object_id === a.said);
          if (!named?.transactions.includes(label!))
            return `${a.of ? "the other branch's" : "this branch's"} close-out names manifest ${a.said}, which does not hold its label`;
        }
        return null;
      },
      intent: { kind: "manifest", keyPart: `:${BRANCH}:` },
      checkAgain: (id) => checkAgainAs(world.tokens[0], id),
    };
  },
  arm: (world, fault) => armShippoFault(world.env.shippo, fault, MANIFEST),
  clearFaults: (world) => world.env.shippo.clearFaults(),
  ...labelWorldParts,
};
