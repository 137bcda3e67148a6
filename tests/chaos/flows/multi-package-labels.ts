// Multi-package labels (issue 27 point 2): each schedule quotes a fresh invoice's two packages as one UPS
// multi-piece shipment, then presses Ship Package as the screen does: the labels (POST
// /api/shipments/create-from-shipstation with packages 2), then the freight of their total by file drop (POST
// /api/postFreight with both tracking numbers). The effect is the purchase at Shippo (one label per parcel) and the
// drop; each must be made at most once.
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import { companies } from "@/db/schema";
import { getStorage } from "@/lib/storage/s3-client";
import { buyPackages, PARCEL, postFreight, quotePackages } from "@/tests/integration/shipping/ship-desk";
import { answerOf } from "../answers";
import { checkAgainAs } from "../check-again";
import { labelWorldParts, nextPackage, startLabelWorld, type LabelWorld } from "../label-world";
import type { Answer, Fault, Flow } from "../model";
import { armShippoFault, isPaid, SHIPPO_FAULTS, shippoHasKnob } from "../shippo-knobs";

type PackagesWorld = LabelWorld & { companyId: string };

const PARCELS = [PARCEL, { length: 20, width: 16, height: 12, weight: 18 }];

async function quoteUps(world: PackagesWorld, invoice: string) {
  for (let tries = 1; ; tries++) {
    try {
      const q = await quotePackages(world.tokens[0], invoice, PARCELS);
      return { shipmentId: q.shipmentId, rate: q.rates.find((r) => r.provider === "UPS")!, order: q.order };
    } catch (err) {
      if (tries === 3) throw err;
    }
  }
}

/** The drops of this shipment: its first package's, under any of its labels' tracking numbers. */
async function dropsFor(world: PackagesWorld, invoice: string, first: number, tracking: string[]): Promise<number> {
  const { client, bucket } = getStorage();
  let count = 0;
  for (const t of tracking) {
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: `${world.companyId}/filedrop/${invoice}-${first}-${t}` }),
    );
    count += listed.KeyCount ?? 0;
  }
  return count;
}

export const multiPackageLabelsFlow: Flow<PackagesWorld> = {
  name: "multi-package labels",
  faults: [...SHIPPO_FAULTS, "storage-down"] satisfies Fault[],
  async start(opts) {
    const world = await startLabelWorld({ ...opts, files: true });
    const eds = await world.env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") });
    return { ...world, companyId: eds!.id };
  },
  available: (world, fault) =>
    fault === "storage-down" ? Promise.resolve(true) : shippoHasKnob(world.env.shippo, fault),
  examples: [
    // The purchase's answer lost, then a retry: both labels found, none bought again, the freight once.
    [
      { fault: "lost-answer", move: "submit" },
      { fault: null, move: "double-click" },
    ],
    // The labels bought, the drop refused: the retry replays the labels and writes the one drop.
    [
      { fault: "storage-down", move: "submit" },
      { fault: null, move: "two-instances" },
    ],
  ],
  async fresh(world) {
    const { invoice, packageNumber } = await nextPackage(world);
    const q = await quoteUps(world, invoice);
    /** Ship Package on the preparation screen: the labels, then (all bought) their freight. */
    async function shipPackage(instance: 0 | 1): Promise<Answer> {
      const token = world.tokens[instance];
      const labels = await buyPackages(token, invoice, q.rate, packageNumber);
      if (labels.status !== 200) return answerOf(labels.status, labels.json);
      const tracking = (labels.json.packages as { trackingNumber: string }[]).map((p) => p.trackingNumber);
      const freight = await postFreight(token, {
        invoiceNumber: invoice,
        trackingNumber: tracking[0],
        trackingNumbers: tracking,
        shipVia: q.order.shipVia,
        weight: PARCEL.weight,
        method: "filedrop",
      });
      return answerOf(freight.status, freight.json);
    }
    return {
      submit: shipPackage,
      async effects() {
        const { transactions } = await world.env.shippo.transactions(q.shipmentId);
        const bought = transactions.filter(isPaid);
        const purchases = Math.ceil(bought.length / PARCELS.length);
        const drops = await dropsFor(
          world,
          invoice,
          packageNumber,
          bought.map((t) => t.tracking_number),
        );
        // A double purchase or a double drop is a second effect; told success needs both made.
        return purchases > 1 || drops > 1 ? Math.max(purchases, drops) : Math.min(purchases, drops);
      },
      intent: { kind: "label", keyPart: `:${invoice}:${packageNumber}` },
      // Check Again that finds the labels (or the freight) made goes on as the screen does: Ship Package again.
      async checkAgain(id) {
        const checked = await checkAgainAs(world.tokens[0], id);
        return checked.state === "done" ? shipPackage(0) : checked;
      },
    };
  },
  arm: async (world, fault) => {
    if (fault === "storage-down") await world.files!.down();
    else await armShippoFault(world.env.shippo, fault);
  },
  clearFaults: async (world) => {
    await world.files!.up();
    await world.env.shippo.clearFaults();
  },
  ...labelWorldParts,
};
