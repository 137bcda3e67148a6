// Issue 36: "find the shipment or fail" was written three times (the void, the label file, Shipment Tracking's
// detail), two of them with the company filter optional (a null let every company through). One lookup now, which
// always takes the owner; an administrator's every company is said as EVERY_COMPANY.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as detail } from "@/app/api/shipments/[shipmentId]/route";
import { POST as voidRoute } from "@/app/api/shipments/[shipmentId]/void/route";
import { companies } from "@/db/schema";
import { EVERY_COMPANY, findShipmentOrThrow } from "@/lib/shipping/core/find-shipment";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { insertShipment } from "@/tests/helpers/shipment-row";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv;
let edsId: string;
let theirs: string;
beforeAll(async () => {
  env = await startTestEnv();
  const company = (code: string) => env.db.query.companies.findFirst({ where: eq(companies.companyCode, code) });
  edsId = (await company("EDS"))!.id;
  theirs = (await insertShipment(env.db, { companyId: (await company("heritage"))!.id, invoiceNumber: "H1.001" })).id;
});
afterAll(() => env.close());

describe("regression: one shipment lookup, always by its owner (issue 36)", () => {
  it("another company's shipment, an unknown id and a non-id are all 'not found'; every company finds it", async () => {
    const notFound = { code: "not_found", message: "Shipment not found." };
    await expect(findShipmentOrThrow(env.db, { companyId: edsId, shipmentId: theirs })).rejects.toMatchObject(notFound);
    await expect(findShipmentOrThrow(env.db, { companyId: edsId, shipmentId: "x" })).rejects.toMatchObject(notFound);
    expect((await findShipmentOrThrow(env.db, { companyId: EVERY_COMPANY, shipmentId: theirs })).id).toBe(theirs);
  });

  it("the detail and the void of another company's shipment are 404 for a staff user; an admin reads it", async () => {
    const staff = await loginAs(DEMO.staff.email, DEMO.staff.password);
    expect(await callRoute(detail, { token: staff, params: { shipmentId: theirs } })).toMatchObject({
      status: 404,
      json: { error: "Shipment not found." },
    });
    expect(await callRoute(voidRoute, { token: staff, params: { shipmentId: theirs }, body: {} })).toMatchObject({
      status: 404,
    });
    const admin = await loginAs(DEMO.admin.email, DEMO.admin.password);
    expect((await callRoute(detail, { token: admin, params: { shipmentId: theirs } })).status).toBe(200);
  });
});
