// Label formats (issue 29 point 1): each branch's format on Ship54 Settings, labels bought in it, and the label file.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as getFormat, PUT as putFormat } from "@/app/api/ship54/label-formats/route";
import { GET as labelFile } from "@/app/api/shipments/[shipmentId]/label/route";
import { POST as createFromShipStation } from "@/app/api/shipments/create-from-shipstation/route";
import { POST as createManual } from "@/app/api/shipments/create-manual/route";
import { POST as rates } from "@/app/api/shipping/rates/route";
import { companies, shipments } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import type { LabelFormat } from "@/lib/shipping/labels/label-format";
import { QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { insertShipment } from "@/tests/helpers/shipment-row";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { PARCEL, quote } from "../ship-desk";

let env: TestEnv & { shippo: ShippoStandIn };
let staff: string;
let heritage: string;
let admin: string;
beforeAll(async () => {
  env = await startTestEnv({ shippo: true, env: { SHIPPO_TIMEOUT_MS: "2000" } });
  [staff, heritage, admin] = await Promise.all(
    [DEMO.staff, DEMO.heritage, DEMO.admin].map((a) => loginAs(a.email, a.password)),
  );
});
afterAll(async () => {
  delete process.env.SHIPPO_TIMEOUT_MS;
  resetEnvCache();
  await env.close();
});
afterEach(() => env.shippo.clearFaults());

const setFormat = (token: string, body: unknown) =>
  callRoute(putFormat, { token, method: "PUT", body, url: "http://localhost/api/ship54/label-formats" });
const readFormat = (token: string, branch: string) =>
  callRoute(getFormat, { token, url: `http://localhost/api/ship54/label-formats?branch=${branch}` });
const label = (token: string, shipmentId: string) => callRoute(labelFile, { token, params: { shipmentId } });

const invoice = QUEUED_ORDERS.regular.fullInvoiceID;
let pkg = 0;

/** Ship Package at a branch, as the desk sends it. */
async function buyAt(branch: string, packageNumber = ++pkg) {
  const q = await quote(staff, invoice);
  const body = {
    shippoData: { rateId: q.rates[0].object_id },
    shipmentData: { invoiceNumber: invoice, packageNumber, branch },
  };
  const answer = await callRoute(createFromShipStation, { token: staff, body });
  return { q, body, answer };
}

/** The format the stand-in was asked for each label of one Shippo shipment. */
async function askedAt(shippoShipmentId: string) {
  const { transactions } = await env.shippo.transactions(shippoShipmentId);
  return transactions.filter((t) => t.status === "SUCCESS").map((t) => t.label_file_type);
}

describe("the Label Format setting", () => {
  it("is PDF (letter) for a branch that chose none, and a Ship54 admin sets it", async () => {
    expect(await readFormat(staff, "tnwh")).toMatchObject({ status: 200, json: { branch: "TNWH", format: "PDF" } });
    expect(await setFormat(staff, { branch: "tnwh", format: "ZPLII" })).toMatchObject({
      status: 200,
      json: { branch: "TNWH", format: "ZPLII" },
    });
    expect((await readFormat(staff, "TNWH")).json.format).toBe("ZPLII");
    expect((await setFormat(staff, { branch: "TNWH", format: "PDF_4x6" })).json.format).toBe("PDF_4x6");
    expect((await readFormat(staff, "TNWH")).json.format).toBe("PDF_4x6");
  });

  it("refuses a format it does not know, a bad branch, and a user who is not a Ship54 admin", async () => {
    expect(await setFormat(staff, { branch: "TNWH", format: "PNG" })).toMatchObject({
      status: 400,
      json: { error: "Label format must be one of PDF, PDF_4x6, ZPLII." },
    });
    expect(await setFormat(staff, { branch: "T N", format: "PDF" })).toMatchObject({
      status: 400,
      json: { error: "Not a branch id" },
    });
    expect(await setFormat(heritage, { branch: "ILMV", format: "ZPLII" })).toMatchObject({
      status: 403,
      json: { error: "You need Ship54 admin permissions to change the label format" },
    });
    expect((await readFormat(heritage, "ILMV")).json.format).toBe("PDF");
  });
});

describe("labels bought in the branch's format", () => {
  it("ZPL: asked of Shippo as ZPLII, recorded, and read back as the printer's ZPL", async () => {
    await setFormat(staff, { branch: "TNCL", format: "ZPLII" });
    const { q, answer } = await buyAt("TNCL");
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ labelFileType: "ZPLII", replayed: false });
    expect(answer.json.label_url).toMatch(/\.zpl$/);
    expect(await askedAt(q.shipmentId)).toEqual(["ZPLII"]);
    const [record] = await env.db.select().from(shipments).where(eq(shipments.id, answer.json.shipmentId));
    expect(record.labelFileType).toBe("ZPLII");

    const file = await label(staff, answer.json.shipmentId);
    expect(file.status).toBe(200);
    expect(file.res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(file.res.headers.get("content-disposition")).toContain(
      `attachment; filename="${answer.json.tracking_number}.zpl"`,
    );
    expect(file.res.headers.get("cache-control")).toBe("private, no-store");
    const zpl = await file.res.text();
    expect(zpl.startsWith("^XA")).toBe(true);
    expect(zpl).toContain(answer.json.tracking_number);
    // An administrator reads any company's label, as Shipment Tracking shows them every company's.
    expect((await label(admin, answer.json.shipmentId)).status).toBe(200);
  });

  for (const [format, size] of [
    ["PDF", { width: 612, height: 792 }],
    ["PDF_4x6", { width: 288, height: 432 }],
  ] as [LabelFormat, { width: number; height: number }][]) {
    it(`${format}: asked of Shippo as ${format}, and the label route answers its PDF (${size.width}x${size.height} pt)`, async () => {
      const branch = format === "PDF" ? "TNJC" : "ARJB";
      if (format !== "PDF") await setFormat(staff, { branch, format });
      const { q, answer } = await buyAt(branch);
      expect(answer.json.labelFileType).toBe(format);
      expect(await askedAt(q.shipmentId)).toEqual([format]);

      const file = await label(staff, answer.json.shipmentId);
      expect(file.status).toBe(200);
      expect(file.res.headers.get("content-type")).toBe("application/pdf");
      expect(file.res.headers.get("content-disposition")).toContain(
        `inline; filename="${answer.json.tracking_number}.pdf"`,
      );
      const pdf = await PDFDocument.load(new Uint8Array(await file.res.arrayBuffer()));
      expect(pdf.getPage(0).getSize()).toEqual(size);
    });
  }

  it("Manual Ship buys in its Ship From branch's format", async () => {
    await setFormat(staff, { branch: "ARCW", format: "ZPLII" });
    const manualId = `MANUAL-${Date.now()}`;
    const from = { name: "EDS", street1: "710 Ewing Ave", city: "Nashville", state: "TN", zip: "37203", country: "US" };
    const to = { name: "Bay Builders", street1: "215 Clayton St", city: "San Francisco", state: "CA", zip: "94117" };
    const quoted = await callRoute(rates, {
      token: staff,
      body: { invoiceNumber: manualId, addressFrom: from, addressTo: to, parcel: PARCEL },
    });
    const answer = await callRoute(createManual, {
      token: staff,
      body: {
        from,
        to,
        rateId: quoted.json.rates[0].object_id,
        details: { invoiceNumber: manualId, reference: "Samples", branch: "ARCW" },
        source: "manual",
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.json.labelFileType).toBe("ZPLII");
    expect(await askedAt(quoted.json.shipmentId)).toEqual(["ZPLII"]);
  });

  it("a retry after a lost answer is the same label, though the branch's format changed in between", async () => {
    await setFormat(staff, { branch: "TNCH", format: "ZPLII" });
    await env.shippo.control("/lose-next-transaction", { mode: "error" });
    const { q, body, answer } = await buyAt("TNCH");
    expect(answer.status).toBe(502);
    await setFormat(staff, { branch: "TNCH", format: "PDF" });
    const retry = await callRoute(createFromShipStation, { token: staff, body });
    expect(retry.status).toBe(200);
    expect(retry.json).toMatchObject({ replayed: true, labelFileType: "ZPLII" });
    expect(await askedAt(q.shipmentId)).toEqual(["ZPLII"]);
  });
});

describe("GET /api/shipments/{shipmentId}/label", () => {
  it("is not found for another company's shipment or an unknown one, a conflict with no label or a voided one", async () => {
    const heritageCo = await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "heritage") });
    const theirs = await insertShipment(env.db, {
      companyId: heritageCo!.id,
      invoiceNumber: "H100.001",
      labelUrl: `${env.shippo.url}/labels/0.pdf`,
    });
    expect(await label(staff, theirs.id)).toMatchObject({ status: 404, json: { error: "Shipment not found." } });
    expect((await label(staff, "8d5e3c1a-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await label(staff, "not-an-id")).status).toBe(404);

    const eds = await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") });
    const none = await insertShipment(env.db, { companyId: eds!.id, invoiceNumber: "S9.001", labelUrl: null });
    expect(await label(staff, none.id)).toMatchObject({
      status: 409,
      json: { error: "Shipment S9.001 has no label to print." },
    });
    const voided = await insertShipment(env.db, {
      companyId: eds!.id,
      invoiceNumber: "S9.002",
      labelUrl: `${env.shippo.url}/labels/0.pdf`,
      refundStatus: "SUCCESS",
    });
    expect(await label(staff, voided.id)).toMatchObject({
      status: 409,
      json: { error: "The label of shipment S9.002 was voided." },
    });
  });
});

describe("regression: the label file is fetched following redirects from any host (issue 36)", () => {
  it("a label address outside Shippo's hosts is refused (502) and never asked", async () => {
    const asked: string[] = [];
    const elsewhere = createServer((req, res) => {
      asked.push(req.url ?? "");
      res.writeHead(302, { location: `${env.shippo.url}/labels/0.pdf` }).end();
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = elsewhere.address() as AddressInfo;
      const eds = await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") });
      const row = await insertShipment(env.db, {
        companyId: eds!.id,
        invoiceNumber: "S9.003",
        labelUrl: `http://127.0.0.1:${port}/label.pdf`,
      });
      expect(await label(staff, row.id)).toMatchObject({
        status: 502,
        json: { error: "The label of S9.003 is not at a Shippo address, so it was not read." },
      });
      expect(asked).toEqual([]);
    } finally {
      await new Promise((resolve) => elsewhere.close(resolve));
    }
  });
});
