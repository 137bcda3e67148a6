import { GetObjectCommand } from "@aws-sdk/client-s3";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { intents, shipments } from "@/db/schema";
import { getStorage } from "@/lib/storage/s3-client";
import { QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { shippingSuite, type ShippingSuite } from "@/tests/helpers/shipping-suite";
import {
  buyPackages,
  freightLinesAt,
  orderLinesAt,
  PARCEL,
  postFreight,
  quotePackages,
  voidLabelOf,
} from "../ship-desk";

let env: ShippingSuite["env"];
let token: string;
let edsId: string;
shippingSuite({ files: true, env: { SHIPPO_TIMEOUT_MS: "2000" } }, (s) => ({ env, token, edsId } = s));

const BIG = { length: 20, width: 16, height: 12, weight: 18 };
const invoices = Object.values(QUEUED_ORDERS).map((o) => o.fullInvoiceID);
let used = 0;
/** Each test ships its own invoice from package 1, so every key is its own. */
const nextInvoice = () => invoices[used++];

type Quoted = Awaited<ReturnType<typeof quotePackages>>;
const byCarrier = (q: Quoted, provider: string) => q.rates.filter((r) => r.provider === provider);

async function records(invoice: string) {
  const rows = await env.db
    .select()
    .from(shipments)
    .where(and(eq(shipments.companyId, edsId), eq(shipments.invoiceNumber, invoice)));
  return rows.sort((a, b) => a.packageNumber - b.packageNumber);
}

describe("rates for a shipment of several packages", () => {
  it("UPS and FedEx rate one multi-piece shipment of both parcels; USPS adds up a shipment per package", async () => {
    const q = await quotePackages(token, invoices[0], [PARCEL, BIG]);
    const ups = byCarrier(q, "UPS");
    const usps = byCarrier(q, "USPS");
    expect(ups.length).toBeGreaterThan(0);
    expect(usps.length).toBeGreaterThan(0);
    for (const r of [...ups, ...byCarrier(q, "FedEx")]) expect(r).toMatchObject({ packages: 2, packageRates: null });
    // The multi-piece shipment holds both parcels, and its rates price both.
    const alone = await quotePackages(token, invoices[0], [PARCEL]);
    const upsGround = (x: Quoted) => x.rates.find((r) => r.provider === "UPS" && r.serviceLevelName === "Ground")!;
    expect(Number(upsGround(q).amount)).toBeGreaterThan(Number(upsGround(alone).amount));
    // USPS: each service is the sum of each package's own rate, and names them.
    for (const r of usps) {
      expect(r.packages).toBe(2);
      expect(r.packageRates).toHaveLength(2);
      expect(r.packageRates![0]).toBe(r.object_id);
    }
    expect(q.rates.map((r) => Number(r.amount))).toEqual(
      [...q.rates.map((r) => Number(r.amount))].sort((a, b) => a - b),
    );
  });

  it("refuses more packages than ship together, and no package at all, with a clear 400", async () => {
    const many = Array.from({ length: 11 }, () => PARCEL);
    await expect(quotePackages(token, invoices[0], many)).rejects.toThrow(/rates 400.*At most 10 packages/);
    await expect(quotePackages(token, invoices[0], [])).rejects.toThrow(/rates 400.*Add a package first/);
  });
});

describe("buying a shipment of several packages", () => {
  it("a multi-piece purchase whose answer is lost: the retry finds both labels, one per key, and freight posts the total once", async () => {
    const invoice = nextInvoice();
    const q = await quotePackages(token, invoice, [PARCEL, BIG]);
    const rate = byCarrier(q, "UPS")[0];
    await env.shippo.control("/lose-next-transaction", { mode: "reset" });
    const lost = await buyPackages(token, invoice, rate);
    expect(lost.status).toBeGreaterThanOrEqual(500);

    const retry = await buyPackages(token, invoice, rate);
    expect(retry.status).toBe(200);
    const labels = retry.json.packages as { packageNumber: number; trackingNumber: string; amount: number }[];
    expect(labels.map((l) => l.packageNumber)).toEqual([1, 2]);
    expect(retry.json.totalAmount).toBe(Number(rate.amount));
    // One purchase at Shippo: one label per parcel, none bought twice.
    const { transactions } = await env.shippo.transactions(q.shipmentId);
    expect(transactions.filter((t) => t.status === "SUCCESS")).toHaveLength(2);
    expect(new Set(transactions.map((t) => t.parcel)).size).toBe(2);

    const rows = await records(invoice);
    expect(rows.map((r) => [r.packageNumber, r.trackingNumber])).toEqual(
      labels.map((l) => [l.packageNumber, l.trackingNumber]),
    );
    expect(rows.reduce((sum, r) => sum + Math.round(r.costAmount! * 100), 0)).toBe(
      Math.round(Number(rate.amount) * 100),
    );
    expect(rows[1].parcel).toEqual(BIG);

    // Again (a double click after the answer came): the same labels.
    const again = await buyPackages(token, invoice, rate);
    expect(again.json).toMatchObject({ replayed: true, tracking_number: labels[0].trackingNumber });

    const tracking = labels.map((l) => l.trackingNumber);
    const body = {
      invoiceNumber: invoice,
      trackingNumber: tracking[0],
      trackingNumbers: tracking,
      weight: PARCEL.weight,
      method: "lineitem",
    };
    const [a, b] = await Promise.all([postFreight(token, body), postFreight(token, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.json).toMatchObject({ totalFreight: Number(rate.amount), trackingNumbers: tracking });
    const { lines, printStatus } = await freightLinesAt(env.erp, invoice, tracking[0]);
    expect(lines).toHaveLength(1);
    expect(lines[0].lineItemProduct.unitPrice).toBe(Number(rate.amount));
    expect(lines[0].lineItemProduct.comments).toContain(`Tracking: ${tracking.join(", ")}`);
    expect(printStatus).toBe("P");
    const [freight] = await env.db
      .select()
      .from(intents)
      .where(and(eq(intents.kind, "freight"), eq(intents.key, `${edsId}:${invoice}:1`)));
    expect(freight.state).toBe("done");
  });

  it("USPS buys one label per package, each under its own key; the retry after a lost answer buys only the rest", async () => {
    const invoice = nextInvoice();
    const q = await quotePackages(token, invoice, [PARCEL, PARCEL]);
    const rate = byCarrier(q, "USPS")[0];
    const [first, second] = rate.packageRates!;
    // The first package's label is bought, its answer lost: the shipment stops there.
    await env.shippo.control("/lose-next-transaction", { mode: "reset" });
    const lost = await buyPackages(token, invoice, rate);
    expect(lost.status).toBeGreaterThanOrEqual(500);
    const ok = await buyPackages(token, invoice, rate);
    expect(ok.status).toBe(200);
    const labels = ok.json.packages as { packageNumber: number; rateId: string; trackingNumber: string }[];
    expect(labels.map((l) => [l.packageNumber, l.rateId])).toEqual([
      [1, first],
      [2, second],
    ]);
    expect(ok.json.totalAmount).toBe(Number(rate.amount));
    const again = await buyPackages(token, invoice, rate);
    expect(again.json.replayed).toBe(true);
    // Each package is its own Shippo shipment with exactly one label.
    for (const row of await records(invoice)) {
      const { transactions } = await env.shippo.transactions(row.shippoShipmentId!);
      expect(transactions.filter((t) => t.status === "SUCCESS")).toHaveLength(1);
    }
    const keys = await env.db
      .select({ key: intents.key })
      .from(intents)
      .where(and(eq(intents.kind, "label"), eq(intents.state, "done")));
    expect(
      keys
        .filter((k) => k.key.startsWith(`${edsId}:${invoice}:`))
        .map((k) => k.key)
        .sort(),
    ).toEqual([`${edsId}:${invoice}:1`, `${edsId}:${invoice}:2`]);

    // Freight by file drop: one drop, both packages' sections, the total once.
    const tracking = labels.map((l) => l.trackingNumber);
    const posted = await postFreight(token, {
      invoiceNumber: invoice,
      trackingNumber: tracking[0],
      trackingNumbers: tracking,
      weight: PARCEL.weight,
      actualWeight: 4.4,
      method: "filedrop",
    });
    expect(posted.status).toBe(200);
    const { client, bucket } = getStorage();
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `${edsId}/${posted.json.fileKey}` }));
    const text = await object.Body!.transformToString();
    expect(text).toContain("TotPkgs=2");
    expect(text).toContain(`TotFreight=${Number(rate.amount).toFixed(2)}`);
    expect(text).toContain(`[PKG001]\nTrackNum=${tracking[0]}`);
    expect(text).toContain(`[PKG002]\nTrackNum=${tracking[1]}`);
  });

  it("voiding one package of a shipment whose freight posted once takes back that package's share, once", async () => {
    const invoice = nextInvoice();
    const q = await quotePackages(token, invoice, [PARCEL, BIG]);
    const bought = await buyPackages(token, invoice, byCarrier(q, "UPS")[0]);
    const tracking = (bought.json.packages as { trackingNumber: string }[]).map((l) => l.trackingNumber);
    const body = { invoiceNumber: invoice, trackingNumber: tracking[0], trackingNumbers: tracking, method: "lineitem" };
    const posted = await postFreight(token, { ...body, weight: PARCEL.weight });
    expect(posted.status).toBe(200);
    const [one, two] = await records(invoice);

    // The second package first: its own credit, the first package's freight untouched.
    const second = await voidLabelOf(token, two.id);
    expect(second.status).toBe(200);
    expect(second.json.reversal).toEqual({ method: "lineitem", amount: -two.costAmount! });
    expect((await voidLabelOf(token, two.id)).json.reversal).toEqual(second.json.reversal);
    const first = await voidLabelOf(token, one.id);
    expect(first.json.reversal).toEqual({ method: "lineitem", amount: -one.costAmount! });

    const order = await orderLinesAt(env.erp, invoice);
    const credits = order.lineItems.filter((l) => String(l.lineItemProduct.comments).startsWith("VOID "));
    expect(credits.map((l) => [l.lineItemProduct.comments, l.lineItemProduct.unitPrice]).sort()).toEqual(
      [
        [`VOID ${one.carrier} ${one.trackingNumber}`, -one.costAmount!],
        [`VOID ${two.carrier} ${two.trackingNumber}`, -two.costAmount!],
      ].sort(),
    );
    // Together the credits take back exactly the one posting.
    const credited = credits.reduce((sum, l) => sum + Math.round(Number(l.lineItemProduct.unitPrice) * 100), 0);
    expect(credited).toBe(-Math.round(posted.json.totalFreight * 100));
  });

  it("a rate quoted for another number of packages is refused before anything is bought", async () => {
    const invoice = nextInvoice();
    const q = await quotePackages(token, invoice, [PARCEL, BIG]);
    const rate = byCarrier(q, "UPS")[0];
    const wrong = await buyPackages(token, invoice, { ...rate, packages: 3 });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe("This rate is for 2 packages. Please Get Rates again.");
    expect((await env.shippo.transactions(q.shipmentId)).count).toBe(0);
  });
});

describe("regression: a several-package file drop uses the first package's scale weight for every package (issue 36)", () => {
  it("each package's [PKG] section carries its own weight and its own scale reading", async () => {
    const invoice = nextInvoice();
    const q = await quotePackages(token, invoice, [PARCEL, BIG]);
    const bought = await buyPackages(token, invoice, byCarrier(q, "UPS")[0]);
    const tracking = (bought.json.packages as { trackingNumber: string }[]).map((l) => l.trackingNumber);
    const body = {
      invoiceNumber: invoice,
      trackingNumber: tracking[0],
      trackingNumbers: tracking,
      weight: PARCEL.weight,
    };
    const miscounted = await postFreight(token, { ...body, actualWeights: [4.4], method: "filedrop" });
    expect(miscounted.status).toBe(400);
    expect(miscounted.json.error).toBe(
      "Each package's actual weight is named once, in the order of its tracking number",
    );

    const posted = await postFreight(token, {
      ...body,
      actualWeight: 4.4,
      actualWeights: [4.4, 17.6],
      method: "filedrop",
    });
    expect(posted.status).toBe(200);
    const { client, bucket } = getStorage();
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `${edsId}/${posted.json.fileKey}` }));
    const text = await object.Body!.transformToString();
    const section = (n: number) => text.split(/\n(?=\[PKG)/)[n];
    expect(section(1)).toContain(`TrackNum=${tracking[0]}\n`);
    expect(section(1)).toContain(`Weight=${PARCEL.weight}\nActual Weight=4.4\n`);
    expect(section(2)).toContain(`TrackNum=${tracking[1]}\n`);
    expect(section(2)).toContain(`Weight=${BIG.weight}\nActual Weight=17.6\n`);
  });
});
