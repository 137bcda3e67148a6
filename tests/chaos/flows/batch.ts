// Ship a batch (POST /api/ship-station/batches, then Retry Failed): each schedule ships a batch of one invoice's next
// package, reviewed fresh; the first press makes the batch (two presses at once make two batches of the same
// invoice), every later press is Retry Failed on each. The effects are the labels bought at Shippo for the
// reviewed quote and the freight drops of that package: at most one of each, however the batch was retried.
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { eq, inArray, like, sql } from "drizzle-orm";
import { POST as createRoute } from "@/app/api/ship-station/batches/route";
import { batchItems, batches, companies, intents, rateQuotes } from "@/db/schema";
import type { BatchReview } from "@/lib/shipping/batches/schemas";
import { getStorage } from "@/lib/storage/s3-client";
import { QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import {
  addBox,
  everyShipViaAParcel,
  BRANCH,
  retryBatch,
  review,
  typedWeights,
  untilSettled,
} from "@/tests/integration/shipping/batches/batch-desk";
import { answerOf } from "../answers";
import { EXPIRE_LEASES, retried } from "../db-drop";
import { labelWorldParts, startLabelWorld, type LabelWorld } from "../label-world";
import type { Answer, Flow } from "../model";
import { armShippoFault, labelsBought, SHIPPO_FAULTS } from "../shippo-knobs";

type BatchWorld = LabelWorld & { companyId: string; box: string; invoices: string[] };

/** The drops of one invoice's package, whatever its tracking number: more than one is freight posted twice. */
async function dropsFor(world: BatchWorld, invoice: string, packageNumber: number): Promise<number> {
  const { client, bucket } = getStorage();
  const listed = await client.send(
    new ListObjectsV2Command({ Bucket: bucket, Prefix: `${world.companyId}/filedrop/${invoice}-${packageNumber}-` }),
  );
  return listed.KeyCount ?? 0;
}

/** The batch's outcome as the dashboard tells it: every invoice bought is done; a failed one waits for Retry Failed. */
function batchAnswer(counts: { bought: number; failed: number }, reason: string | null): Answer {
  if (counts.failed === 0) return { status: 200 };
  return { status: 502, error: (reason ?? "failed").slice(0, 120) };
}

/** The review of one invoice; tried again, as the clerk would, when the ERP or Shippo was slow. */
async function reviewedRate(world: BatchWorld, invoice: string) {
  for (let tries = 1; ; tries++) {
    const reviewed = await review(world.tokens[0], {
      invoiceNumbers: [invoice],
      boxPresetId: world.box,
      weights: typedWeights([invoice]),
    });
    const rate = (reviewed.json as BatchReview | undefined)?.items[0]?.rate;
    if (reviewed.status === 200 && rate) return rate;
    if (tries === 3) throw new Error(`review of ${invoice}: ${reviewed.status} ${JSON.stringify(reviewed.json)}`);
  }
}

export const batchFlow: Flow<BatchWorld> = {
  name: "batch",
  faults: SHIPPO_FAULTS,
  async start(opts) {
    const world = await startLabelWorld({ ...opts, files: true });
    const eds = await world.env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") });
    const box = await addBox(world.env.db);
    await everyShipViaAParcel(world.env.db);
    return { ...world, companyId: eds!.id, box, invoices: Object.values(QUEUED_ORDERS).map((o) => o.fullInvoiceID) };
  },
  async fresh(world) {
    const invoice = world.invoices[world.used++ % world.invoices.length];
    const rate = await reviewedRate(world, invoice);
    // The Shippo shipment the review quoted: its purchases are counted at the stand-in.
    const [quoted] = await world.env.db.select().from(rateQuotes).where(eq(rateQuotes.rateId, rate.quoteId));
    const shippoShipment = quoted.shippoShipmentId;
    const batchIds: string[] = [];
    let packageNumber = 0;
    return {
      submit: async (instance) => {
        const token = world.tokens[instance];
        if (batchIds.length === 0 || packageNumber === 0) {
          const created = await callRoute(createRoute, {
            token,
            body: {
              branch: BRANCH,
              boxPresetId: world.box,
              rule: { kind: "cheapest" },
              items: [{ invoiceNumber: invoice, quoteId: rate.quoteId, weight: 5 }],
            },
          });
          if (created.status !== 201) return answerOf(created.status, created.json);
          batchIds.push(created.json.batch.id);
          const [item] = await retried(() =>
            world.env.db.select().from(batchItems).where(eq(batchItems.batchId, created.json.batch.id)),
          );
          packageNumber = item.packageNumber;
        } else for (const id of batchIds) await retryBatch(token, id);
        const settle = () => Promise.all(batchIds.map((id) => untilSettled(token, id)));
        const settled = await settle()
          .catch(async () => {
            // A drop cut the runner off mid-write: minutes later its leases (the batch's, the label's) have lapsed,
            // and the screen's next poll starts the batch again, where it stopped.
            await retried(() => world.env.db.execute(sql.raw(EXPIRE_LEASES)));
            await retried(() =>
              world.env.db
                .update(batches)
                .set({ leaseUntil: sql`now() - interval '1 second'` })
                .where(inArray(batches.id, batchIds)),
            );
            return settle();
          })
          .catch(async (err: unknown) => {
            // What the runner left behind, for the report.
            const rows = await retried(() => world.env.db.select().from(batches).where(inArray(batches.id, batchIds)));
            const held = await retried(() =>
              world.env.db
                .select()
                .from(intents)
                .where(like(intents.key, `%:${invoice}:%`)),
            );
            throw new Error(`${String(err)}\nbatches: ${JSON.stringify(rows)}\nintents: ${JSON.stringify(held)}`);
          });
        const failed = settled.flatMap((b) => b.items).find((i) => i.state === "failed");
        return batchAnswer(
          { bought: settled.reduce((n, b) => n + b.counts.bought, 0), failed: failed ? 1 : 0 },
          failed?.reason ?? null,
        );
      },
      effects: async () => {
        const labels = await labelsBought(world.env.shippo, shippoShipment);
        const drops = packageNumber ? await dropsFor(world, invoice, packageNumber) : 0;
        return drops > 1 || drops > labels ? labels + drops : labels;
      },
      intent: { kind: "label", keyPart: `:${invoice}:` },
    };
  },
  arm: (world, fault) => armShippoFault(world.env.shippo, fault),
  clearFaults: (world) => world.env.shippo.clearFaults(),
  ...labelWorldParts,
};
