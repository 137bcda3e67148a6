import { GetObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, intents, shipments } from "@/db/schema";
import { getStorage } from "@/lib/storage/s3-client";
import { QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestS3 } from "@/tests/helpers/s3";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import type { S3StandIn } from "@/scripts/s3-stand-in";
import { buy, postFreight, quote } from "./ship-desk";

// CLARIFICATIONS 52: every value of a StarShip drop is one line of printable characters; nothing is written otherwise.
let env: TestEnv & { shippo: ShippoStandIn };
let s3: S3StandIn;
let token: string;
let edsId: string;
/** One bought label that every refusal below leaves without a drop, until the last test posts it. */
let label: Label;
beforeAll(async () => {
  s3 = await startTestS3();
  env = await startTestEnv({ shippo: true });
  token = await loginAs(DEMO.staff.email, DEMO.staff.password);
  edsId = (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") }))!.id;
  label = await labelFor(QUEUED_ORDERS.regular.fullInvoiceID);
});
afterAll(async () => {
  await env.close();
  await s3.close();
});

type Label = { invoiceNumber: string; trackingNumber: string };

async function labelFor(invoice: string): Promise<Label> {
  const q = await quote(token, invoice);
  const label = await buy(token, invoice, q.rates[0].object_id);
  expect(label.status).toBe(200);
  return { invoiceNumber: label.json.invoiceNumber as string, trackingNumber: label.json.tracking_number as string };
}

async function dropsOf(invoiceNumber: string): Promise<string[]> {
  const { client, bucket } = getStorage();
  const listed = await client.send(
    new ListObjectsV2Command({ Bucket: bucket, Prefix: `${edsId}/filedrop/${invoiceNumber}-` }),
  );
  return (listed.Contents ?? []).map((o) => o.Key!);
}

async function freightIntents(invoiceNumber: string) {
  return env.db
    .select()
    .from(intents)
    .where(and(eq(intents.kind, "freight"), eq(intents.key, `${edsId}:${invoiceNumber}:1`)));
}

const body = (of: Label, over: Record<string, unknown> = {}) => ({
  invoiceNumber: of.invoiceNumber,
  trackingNumber: of.trackingNumber,
  shipVia: "UPS GROUND",
  weight: 4.5,
  method: "filedrop",
  ...over,
});

describe("POST /api/postFreight refuses a drop value with a control character", () => {
  it.each([
    ["a line feed (the issue's second TotFreight)", "UPS\nTotFreight=0.00"],
    ["a carriage return", "UPS\rTotFreight=0.00"],
    ["a tab", "UPS\tGROUND"],
    ["NUL", "UPS\u0000"],
    ["NEL (C1, U+0085)", "UPS\u0085TotFreight=0.00"],
    ["a trailing line feed", "UPS GROUND\n"],
  ])("Ship Via with %s: 400, no drop and no intent", async (_what, shipVia) => {
    const refused = await postFreight(token, body(label, { shipVia }));
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe("Ship Via contains characters a file drop cannot carry");
    expect(await dropsOf(label.invoiceNumber)).toEqual([]);
    expect(await freightIntents(label.invoiceNumber)).toEqual([]);
  });

  it("Tracking Number and Invoice Number are named as such", async () => {
    const tracking = await postFreight(
      token,
      body(label, { trackingNumber: `${label.trackingNumber}\nTotFreight=0.00` }),
    );
    expect([tracking.status, tracking.json.error]).toEqual([
      400,
      "Tracking Number contains characters a file drop cannot carry",
    ]);
    const invoice = await postFreight(token, body(label, { invoiceNumber: `${label.invoiceNumber}\r\n` }));
    expect([invoice.status, invoice.json.error]).toEqual([
      400,
      "Invoice Number contains characters a file drop cannot carry",
    ]);
    expect(await dropsOf(label.invoiceNumber)).toEqual([]);
  });

  it("a Ship Via taken from the shipment record is checked before the intent is taken", async () => {
    const own = await labelFor(QUEUED_ORDERS.codPaid.fullInvoiceID);
    const record = and(
      eq(shipments.invoiceNumber, own.invoiceNumber),
      eq(shipments.trackingNumber, own.trackingNumber),
    );
    const [{ servicelevel }] = await env.db
      .select({ servicelevel: shipments.servicelevel })
      .from(shipments)
      .where(record);
    await env.db.update(shipments).set({ servicelevel: "Ground\nTotFreight=0.00" }).where(record);
    try {
      const refused = await postFreight(token, body(own, { shipVia: undefined }));
      expect([refused.status, refused.json.error]).toEqual([
        400,
        "Ship Via contains characters a file drop cannot carry",
      ]);
      expect(await dropsOf(own.invoiceNumber)).toEqual([]);
      expect(await freightIntents(own.invoiceNumber)).toEqual([]);
    } finally {
      await env.db.update(shipments).set({ servicelevel }).where(record);
    }
  });

  it("after the refusals, a valid post writes one drop with one TotFreight line and the trimmed Ship Via", async () => {
    expect((await postFreight(token, body(label, { shipVia: "UPS\nTotFreight=0.00" }))).status).toBe(400);
    const posted = await postFreight(token, body(label, { shipVia: "  UPS GROUND  " }));
    expect(posted.status).toBe(200);
    expect(await dropsOf(label.invoiceNumber)).toEqual([`${edsId}/${posted.json.fileKey}`]);
    const { client, bucket } = getStorage();
    const text = await (
      await client.send(new GetObjectCommand({ Bucket: bucket, Key: `${edsId}/${posted.json.fileKey}` }))
    ).Body!.transformToString();
    const lines = text.split("\n");
    expect(lines.filter((line) => line.startsWith("TotFreight="))).toHaveLength(1);
    expect(lines).toContain("ShipVia=UPS GROUND");
  });
});
