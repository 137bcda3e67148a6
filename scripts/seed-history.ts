import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getEnv } from "@/lib/env";
import { getRates, type RateView } from "@/lib/shipping/labels/get-rates";
import { moveMoney } from "@/lib/shipping/lifecycle/money-state";
import { getRateQuoteOrThrow } from "@/lib/shipping/labels/rate-quote";
import { recordShipment } from "@/lib/shipping/labels/record-shipment";
import type { AddressInput, ParcelInput } from "@/lib/shipping/labels/schemas";
import { createShippoClient, getCompanyShippoToken } from "@/lib/shipping/shippo/shippo-client";
import { applyTrack } from "@/lib/shipping/tracking/apply-track";
import { readTrack } from "@/lib/shipping/tracking/read-track";
import type { Db } from "@/db/client";
import { companies, shipments, users } from "@/db/schema";
import { planHistory, scanTimes, type PlannedLabel } from "./seed-history-plan";

/** The demo history's shipments carry this in their metadata: the next `npm run dev` replaces them. */
const MARK = "demoHistory";

const FROM: AddressInput = {
  name: "EDS Shipping",
  street1: "1200 Distribution Way",
  city: "Nashville",
  state: "TN",
  zip: "37203",
  country: "US",
};

const DESTINATIONS: AddressInput[] = [
  { name: "Bay Builders", street1: "215 Clayton St", city: "San Francisco", state: "CA", zip: "94117", country: "US" },
  { name: "Lone Star Supply", street1: "500 Congress Ave", city: "Austin", state: "TX", zip: "78701", country: "US" },
  {
    name: "Peachtree Plumbing",
    street1: "191 Peachtree St NE",
    city: "Atlanta",
    state: "GA",
    zip: "30303",
    country: "US",
  },
  { name: "Harbor Hardware", street1: "1 Federal St", city: "Boston", state: "MA", zip: "02110", country: "US" },
  { name: "Lakeside Homes", street1: "233 S Wacker Dr", city: "Chicago", state: "IL", zip: "60606", country: "US" },
  { name: "Mile High Kitchens", street1: "1600 Broadway", city: "Denver", state: "CO", zip: "80202", country: "US" },
  { name: "Music Row Remodel", street1: "40 Music Sq E", city: "Nashville", state: "TN", zip: "37203", country: "US" },
  { name: "Emerald Fixtures", street1: "400 Pine St", city: "Seattle", state: "WA", zip: "98101", country: "US" },
];

const PARCELS: ParcelInput[] = [
  { length: 10, width: 8, height: 6, weight: 2 },
  { length: 14, width: 10, height: 8, weight: 6 },
  { length: 18, width: 14, height: 12, weight: 15 },
];

/** The stand-in's control endpoints (sim/shippo/README.md): dated scans for a parcel bought weeks ago. */
async function control(path: string, body: Record<string, unknown>) {
  const res = await fetch(`${getEnv().SHIPPO_API_URL}/__control/tracks/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ deliver: false, ...body }),
  });
  if (!res.ok) throw new Error(`Shippo stand-in: ${path} answered ${res.status} ${await res.text()}`);
}

/** Moves the parcel at the stand-in through the planned life, each scan at its planned time (none after `now`). */
async function liveThrough(track: string, label: PlannedLabel, estimatedDays: number | null, now: Date) {
  await control(`${track}/backdate`, { at: label.purchasedAt.toISOString() });
  if (label.outcome === "not_picked_up") return;
  const times = scanTimes(label, estimatedDays);
  const spacing = times[1].getTime() - times[0].getTime();
  const due = times.filter((t) => t <= now).length;
  // An exception comes after the parcel reached the destination hub; a return after the delivery attempt.
  const normal =
    label.outcome === "exception" ? Math.min(due, 3) : label.outcome === "returned" ? Math.min(due, 4) : due;
  if (normal > 0) await control(`${track}/advance`, { steps: normal, at: times[0].toISOString(), spacing_ms: spacing });
  if (label.outcome === "exception" && due > 3)
    await control(`${track}/advance`, { to: "FAILURE", substatus: label.substatus, at: times[3].toISOString() });
  const returnedBy = times[4].getTime() + 2 * 86_400_000;
  if (label.outcome === "returned" && returnedBy <= now.getTime())
    await control(`${track}/advance`, { to: "RETURNED", at: times[4].toISOString(), spacing_ms: 2 * 86_400_000 });
}

/**
 * About 60 days of company EDS's shipments for `npm run dev` (issue 29): a few hundred labels bought at the Shippo
 * stand-in with EDS's own token, their parcels moved through dated scans there, and recorded and tracked by the
 * portal's own code (rates, shipment record, track read), so a re-read of any of them finds the same history. The
 * stand-in forgets on restart, so each run replaces the previous run's history. Needs the stand-in (SHIPPO_API_URL).
 */
export async function seedDemoHistory(db: Db, opts: { days?: number; now?: Date; seed?: number } = {}) {
  const now = opts.now ?? new Date();
  // Labels are bought for real wherever SHIPPO_API_URL points: only ever at a stand-in.
  if (new URL(getEnv().SHIPPO_API_URL).hostname.endsWith("goshippo.com")) return 0;
  const eds = await db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") });
  const buyer = eds && (await db.query.users.findFirst({ where: eq(users.companyId, eds.id) }));
  if (!eds || !buyer) return 0;
  await db.delete(shipments).where(and(eq(shipments.companyId, eds.id), sql`${shipments.metadata}->>${MARK} = 'true'`));

  const shippo = createShippoClient(await getCompanyShippoToken(db, eds.id));
  const rates = new Map<string, RateView[]>();
  const ratesFor = async (destination: number, parcel: number) => {
    const key = `${destination}:${parcel}`;
    if (!rates.has(key)) {
      const req = {
        invoiceNumber: `HISTORY-${key}`,
        addressFrom: FROM,
        addressTo: DESTINATIONS[destination],
        parcels: [PARCELS[parcel]],
      };
      rates.set(key, (await getRates(db, eds.id, req)).rates);
    }
    return rates.get(key)!;
  };

  const plan = planHistory({
    days: opts.days ?? 60,
    now,
    seed: opts.seed ?? 54,
    destinations: DESTINATIONS.length,
    parcels: PARCELS.length,
  });
  let n = 0;
  for (const label of plan) {
    const offered = await ratesFor(label.destination, label.parcel);
    const rate = offered.find((r) => r.serviceLevelToken === label.service) ?? offered[0];
    const quote = await getRateQuoteOrThrow(db, eds.id, rate.object_id);
    const invoiceNumber = `S9${String(++n).padStart(6, "0")}.001`;
    const tx = await shippo.transactions.create({
      rate: rate.object_id,
      async: false,
      labelFileType: "PDF_4x6",
      metadata: invoiceNumber,
    });
    const row = await recordShipment(
      db,
      {
        companyId: eds.id,
        userId: buyer.id,
        source: "shipstation",
        invoiceNumber,
        packageNumber: 1,
        metadata: { [MARK]: true },
      },
      quote,
      tx,
    );
    // The history's invoices are no ERP orders, so no freight is posted for them (else every one would be listed as
    // needing attention, "freight not posted"); their deliveries that went wrong still are.
    await moveMoney(db, [row.id], "noFreight");
    await liveThrough(`${row.carrier}/${row.trackingNumber}`, label, quote.estimatedDays, now);
    await db
      .update(shipments)
      .set({ createdAt: label.purchasedAt, shipDate: label.purchasedAt })
      .where(eq(shipments.id, row.id));
    await applyTrack(
      db,
      row.id,
      await readTrack(db, { companyId: eds.id, carrier: row.carrier!, trackingNumber: row.trackingNumber! }),
    );
  }
  return n;
}
