// Label purchase through the real SDK: the label PDF, tracking numbers in carrier format, and failure shapes.
import { PDFDocument } from "pdf-lib";
import { Shippo } from "shippo";
import type { Shipment } from "shippo/models/components";
import { SDKError } from "shippo/models/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShippoSim, type ShippoSim } from "@/sim/shippo/server";
import { isValidTrackingNumber } from "@/sim/shippo/tracking-numbers";
import { box, client, farAway, nashville, testToken, threeCarriers } from "./helpers";

let sim: ShippoSim;
let s: Shippo;
let shipment: Shipment;
const token = testToken();

beforeAll(async () => {
  sim = await startShippoSim({ port: 0 });
  s = client(sim.url, token);
  shipment = await s.shipments.create({
    addressFrom: nashville,
    addressTo: farAway,
    parcels: [box("4")],
    carrierAccounts: await threeCarriers(s),
    async: false,
  });
});
afterAll(() => sim.close());

const rateFor = (token: string) => shipment.rates.find((r) => r.servicelevel.token === token)!.objectId;

describe("buying a label", () => {
  it("answers 201 SUCCESS with a 4x6 PDF label the stand-in serves and a tracking link", async () => {
    const tx = await s.transactions.create({
      rate: rateFor("usps_priority"),
      labelFileType: "PDF_4x6",
      async: false,
      metadata: "Invoice 1234567",
    });
    expect(tx.status).toBe("SUCCESS");
    expect(tx.objectState).toBe("VALID");
    expect(tx.rate).toBe(rateFor("usps_priority"));
    expect(tx.trackingStatus).toBe("PRE_TRANSIT");
    expect(tx.metadata).toBe("Invoice 1234567");
    expect(tx.labelFileType).toBe("PDF_4x6");
    expect(tx.eta).toBeTruthy();
    expect(tx.labelUrl!.startsWith(sim.url)).toBe(true);

    const res = await fetch(tx.labelUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("ascii")).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 288, height: 432 });
    expect(pdf.getTitle()).toContain(tx.trackingNumber!);

    const page = await fetch(tx.trackingUrlProvider!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(tx.trackingNumber!);

    const again = await s.transactions.get(tx.objectId!);
    expect(again.labelUrl).toBe(tx.labelUrl);
    expect(again.trackingNumber).toBe(tx.trackingNumber);
  });

  it("issues tracking numbers in each carrier's format with a valid check digit", async () => {
    const usps = await s.transactions.create({
      rate: rateFor("usps_ground_advantage"),
      labelFileType: "PDF_4x6",
      async: false,
    });
    const ups = await s.transactions.create({
      rate: rateFor("ups_next_day_air"),
      labelFileType: "PDF_4x6",
      async: false,
    });
    const fedex = await s.transactions.create({
      rate: rateFor("fedex_ground"),
      labelFileType: "PDF_4x6",
      async: false,
    });
    expect(usps.trackingNumber).toMatch(/^9400\d{18}$/);
    expect(ups.trackingNumber).toMatch(/^1Z[0-9A-Z]{6}01\d{7}\d$/);
    expect(fedex.trackingNumber).toMatch(/^\d{12}$/);
    expect(isValidTrackingNumber("usps", usps.trackingNumber!)).toBe(true);
    expect(isValidTrackingNumber("ups", ups.trackingNumber!)).toBe(true);
    expect(isValidTrackingNumber("fedex", fedex.trackingNumber!)).toBe(true);
    // A known-good UPS number from carrier documentation passes the same check.
    expect(isValidTrackingNumber("ups", "1Z999AA10123456784")).toBe(true);
  });

  it("follows the SDK's default async purchase: QUEUED first, the label on the next read", async () => {
    const tx = await s.transactions.create({ rate: rateFor("fedex_2_day"), labelFileType: "PDF" });
    expect(tx.status).toBe("QUEUED");
    expect(tx.labelUrl ?? "").toBe("");
    const later = await s.transactions.get(tx.objectId!);
    expect(later.status).toBe("SUCCESS");
    expect(later.labelUrl).toMatch(/\.pdf$/);
  });

  it("serves other label sizes and ZPL", async () => {
    const tall = await s.transactions.create({ rate: rateFor("ups_ground"), labelFileType: "PDF_4x8", async: false });
    const pdf = await PDFDocument.load(new Uint8Array(await (await fetch(tall.labelUrl!)).arrayBuffer()));
    expect(pdf.getPage(0).getSize()).toEqual({ width: 288, height: 576 });
    const zpl = await s.transactions.create({ rate: rateFor("ups_ground"), labelFileType: "ZPLII", async: false });
    expect(zpl.labelFileType).toBe("ZPLII");
    const res = await fetch(zpl.labelUrl!);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await res.text();
    expect(text.startsWith("^XA")).toBe(true);
    expect(text.trimEnd().endsWith("^XZ")).toBe(true);
    // A 4x6 in label at 203 dpi, the tracking number as text and as a barcode.
    expect(text).toContain("^PW812");
    expect(text).toContain("^LL1218");
    expect(text).toContain(`^FDTRACKING #: ${zpl.trackingNumber}^FS`);
    expect(text).toMatch(new RegExp(`\\^B3N[^\\n]*\\^FD${zpl.trackingNumber}\\^FS`));
  });

  it("prints PDF on a letter page, the 4x6 label in its top half, as Shippo's PDF is", async () => {
    const tx = await s.transactions.create({ rate: rateFor("ups_ground"), labelFileType: "PDF", async: false });
    expect(tx.labelFileType).toBe("PDF");
    const pdf = await PDFDocument.load(new Uint8Array(await (await fetch(tx.labelUrl!)).arrayBuffer()));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
  });

  it("answers 201 with status ERROR and messages when the recipient address cannot take a label", async () => {
    const bad = await s.shipments.create({
      addressFrom: nashville,
      addressTo: { name: "No Street", city: "Austin", state: "TX", zip: "78701", country: "US" },
      parcels: [box("1")],
      async: false,
    });
    const tx = await s.transactions.create({ rate: bad.rates[0].objectId, labelFileType: "PDF", async: false });
    expect(tx.status).toBe("ERROR");
    expect(tx.labelUrl ?? "").toBe("");
    expect(tx.messages?.[0].text).toMatch(/address_to\.street1/);
  });

  it("rejects an unknown rate with 400 and an invalid label type before anything is bought", async () => {
    const err = await s.transactions
      .create({ rate: "0".repeat(32), labelFileType: "PDF", async: false })
      .catch((e: unknown) => e);
    expect((err as SDKError).statusCode).toBe(400);
    expect(Object.keys(JSON.parse((err as SDKError).body))).toEqual(["rate"]);
    const raw = await fetch(`${sim.url}/transactions`, {
      method: "POST",
      headers: { authorization: `ShippoToken ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ rate: rateFor("ups_ground"), label_file_type: "GIF", async: false }),
    });
    expect(raw.status).toBe(400);
  });
});
