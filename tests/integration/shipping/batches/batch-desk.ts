// The batch calls as the Shipment Dashboard makes them, and what the stand-ins hold after them.
import { desc, eq, inArray } from "drizzle-orm";
import { GET as getBatchRoute } from "@/app/api/ship-station/batches/[id]/route";
import { GET as labelsRoute } from "@/app/api/ship-station/batches/[id]/labels.pdf/route";
import { GET as labelsZplRoute } from "@/app/api/ship-station/batches/[id]/labels.zpl/route";
import { POST as retryRoute } from "@/app/api/ship-station/batches/[id]/retry/route";
import { POST as reviewRoute } from "@/app/api/ship-station/batches/review/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/ship-station/batches/route";
import { GET as queueRoute } from "@/app/api/ship-station/orders/route";
import type { Db } from "@/db/client";
import { boxPresets, companies, rateQuotes, sessions } from "@/db/schema";
import type { BatchDto, BatchReview, BatchRuleInput } from "@/lib/shipping/batches/schemas";
import { callRoute } from "@/tests/helpers/call-route";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";

export const BRANCH = "TNNA";

/** A box of the branch (12 x 10 x 8 in, 2 lb empty) for company EDS. */
export async function addBox(db: Db, name = "Batch box", branch = BRANCH): Promise<string> {
  const eds = await db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") });
  const [box] = await db
    .insert(boxPresets)
    .values({ companyId: eds!.id, branch, name, length: 12, width: 10, height: 8, emptyWeight: 2 })
    .returning();
  return box.id;
}

/** The first invoices of the branch's queue, as the dashboard lists them (Select All). */
export async function queuedInvoices(token: string, count: number): Promise<string[]> {
  const answer = await callRoute(queueRoute, {
    token,
    url: `http://localhost/api/ship-station/orders?branch=${BRANCH}`,
  });
  if (answer.status !== 200) throw new Error(`queue ${answer.status}: ${JSON.stringify(answer.json)}`);
  return (answer.json.orders as { invoiceNumber: string }[]).map((o) => o.invoiceNumber).slice(0, count);
}

/**
 * The weight the runner's suites type for each invoice (5 lb): the branch's generated orders may weigh more than one
 * box takes, or nothing the ERP knows. The ERP's weights are batches-weights' (CLARIFICATIONS 63).
 */
export const typedWeights = (invoiceNumbers: readonly string[]) =>
  Object.fromEntries(invoiceNumbers.map((i) => [i, 5]));

/** Company EDS ships every ship via as a parcel: the branch's trucks and will calls go in the runner's batches too. */
export async function everyShipViaAParcel(db: Db) {
  const eds = await db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") });
  await db
    .update(companies)
    .set({ ship54Settings: { ...eds!.ship54Settings, nonParcelShipVias: [] } })
    .where(eq(companies.id, eds!.id));
}

export function review(
  token: string,
  body: {
    invoiceNumbers: string[];
    boxPresetId: string;
    rule?: BatchRuleInput;
    branch?: string;
    shipViaKeywords?: string[];
    weights?: Record<string, number>;
  },
) {
  return callRoute(reviewRoute, { token, body: { branch: BRANCH, rule: { kind: "cheapest" }, ...body } });
}

/**
 * Review (each invoice's weight typed) then Ship Batch with every rated invoice (a row left out, a hold or a COD
 * balance under warn, kept): the batch as the POST answered it.
 */
export async function shipBatch(token: string, invoiceNumbers: string[], boxPresetId: string) {
  const reviewed = await review(token, { invoiceNumbers, boxPresetId, weights: typedWeights(invoiceNumbers) });
  if (reviewed.status !== 200) throw new Error(`review ${reviewed.status}: ${JSON.stringify(reviewed.json)}`);
  const items = (reviewed.json as BatchReview).items.flatMap((i) =>
    i.rate ? [{ invoiceNumber: i.invoiceNumber, quoteId: i.rate.quoteId, weight: i.weight }] : [],
  );
  const created = await callRoute(createRoute, {
    token,
    body: { branch: BRANCH, boxPresetId, rule: { kind: "cheapest" }, items },
  });
  if (created.status !== 201) throw new Error(`create ${created.status}: ${JSON.stringify(created.json)}`);
  return { review: reviewed.json as BatchReview, batch: created.json.batch as BatchDto };
}

export const getBatch = (token: string, id: string) => callRoute(getBatchRoute, { token, params: { id } });
export const retryBatch = (token: string, id: string) =>
  callRoute(retryRoute, { token, params: { id }, method: "POST" });
export const labelsPdf = (token: string, id: string) => callRoute(labelsRoute, { token, params: { id } });
export const labelsZpl = (token: string, id: string) => callRoute(labelsZplRoute, { token, params: { id } });
export const listBatches = (token: string, branch = BRANCH) =>
  callRoute(listRoute, { token, url: `http://localhost/api/ship-station/batches?branch=${branch}` });

/** Reads the batch until no invoice waits (the runner works in the background), as the progress bar does. */
export async function untilSettled(token: string, id: string): Promise<BatchDto> {
  let batch: BatchDto | undefined;
  for (let i = 0; i < 600; i++) {
    const { status, json } = await getBatch(token, id);
    // The database not answering (503) is a moment's trouble: the screen polls again, and so does this.
    if (status === 503) {
      await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    if (status !== 200) throw new Error(`batch ${status}: ${JSON.stringify(json)}`);
    batch = json as BatchDto;
    if (batch.state === "finished") return batch;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`batch ${id} did not settle: ${JSON.stringify(batch)}`);
}

/** Labels bought at the Shippo stand-in for each invoice of the batch (through the quotes' Shippo shipments). */
export async function labelsAtShippo(db: Db, shippo: ShippoStandIn, quoteIds: string[]): Promise<number[]> {
  const quotes = await db.select().from(rateQuotes).where(inArray(rateQuotes.rateId, quoteIds));
  const byId = new Map(quotes.map((q) => [q.rateId, q.shippoShipmentId]));
  return Promise.all(
    quoteIds.map(async (id) => {
      const { transactions } = await shippo.transactions(byId.get(id)!);
      return transactions.filter((t) => t.status === "SUCCESS").length;
    }),
  );
}

/** The user's newest session: the one a batch made with `createBatch` directly reaches the ERP with. */
export async function newestSession(db: Db, userId: string) {
  const [session] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return session;
}
