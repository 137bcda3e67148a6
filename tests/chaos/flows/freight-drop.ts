// Freight by file drop (POST /api/postFreight, method filedrop): each schedule posts the freight of a label bought
// for a fresh (invoice, package); the effect is a StarShip drop object for that package in the company's folder.
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import { companies } from "@/db/schema";
import { getStorage } from "@/lib/storage/s3-client";
import { postFreight } from "@/tests/integration/shipping/ship-desk";
import { answerOf } from "../answers";
import { checkAgainAs } from "../check-again";
import { labelledPackage } from "../freight-case";
import { labelWorldParts, startLabelWorld, type LabelWorld } from "../label-world";
import type { Fault, Flow } from "../model";

type DropWorld = LabelWorld & { companyId: string };

/**
 * The drops of this package's label. Its tracking number is part of the prefix: when the key pool starts over, the
 * same (invoice, package) comes back with a new label, and the drops of the earlier world's labels stay in the store.
 */
async function dropsFor(world: DropWorld, invoice: string, packageNumber: number, tracking: string): Promise<number> {
  const { client, bucket } = getStorage();
  const listed = await client.send(
    new ListObjectsV2Command({
      Bucket: bucket,
      Prefix: `${world.companyId}/filedrop/${invoice}-${packageNumber}-${tracking}`,
    }),
  );
  return listed.KeyCount ?? 0;
}

export const freightDropFlow: Flow<DropWorld> = {
  name: "freight by file drop",
  faults: ["storage-down", "db-drop"] satisfies Fault[],
  async start(opts) {
    const world = await startLabelWorld({ ...opts, files: true });
    const eds = await world.env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") });
    return { ...world, companyId: eds!.id };
  },
  async fresh(world) {
    const { invoice, packageNumber, tracking, body } = await labelledPackage(world, "filedrop");
    return {
      submit: async (instance) => {
        const { status, json } = await postFreight(world.tokens[instance], body);
        return answerOf(status, json);
      },
      effects: () => dropsFor(world, invoice, packageNumber, tracking),
      intent: { kind: "freight", keyPart: `:${invoice}:${packageNumber}` },
      checkAgain: (id) => checkAgainAs(world.tokens[0], id),
    };
  },
  // db-drop has no slow window here (s3rver has no knobs): the connections are ended 150 ms into the step.
  arm: async (world, fault) => {
    if (fault === "storage-down") await world.files!.down();
  },
  clearFaults: (world) => world.files!.up(),
  ...labelWorldParts,
};
