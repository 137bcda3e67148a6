import { describe, expect, it } from "vitest";
import { POST as createRoute } from "@/app/api/vendor-add/route";
import type { Vendor } from "@/lib/erp/schemas/vendor";
import { companyByCode } from "@/lib/erp/territory-companies";
import { newPayToForm, shipFromForm, vendorEntity } from "@/lib/vendor-add/vendor-form";
import { VENDORS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { setupErpWriteSuite } from "@/tests/helpers/erp-write-suite";
import { erpFaults } from "@/tests/helpers/test-env";

const suite = setupErpWriteSuite();
let n = 0;

const key = () => `vendor-test-${Date.now()}-${++n}`.padEnd(16, "x");
/** A new pay-to as the screen builds it, with a name no other test uses. */
function payTo(over: Record<string, unknown> = {}) {
  const name = `GULF VALVE ${Date.now() % 100000} ${++n}`;
  return {
    ...vendorEntity(
      {
        ...newPayToForm(),
        name,
        nameIndex: name,
        sortBy: name.slice(0, 12),
        addressLine1: "4100 HARBOR DR",
        city: "MOBILE",
        state: "AL",
        postalCode: "36602",
        type: "INV",
        emails: "orders@gulf.example.com",
        phones: "251-555-0142 (MAIN)",
      },
      "payTo",
    ),
    ...over,
  };
}
const create = (body: unknown, token = suite.staff) => callRoute(createRoute, { body, token });
const withIndex = async (nameIndex: string) =>
  (
    await suite.erp.json<{ results: Vendor[] }>(`/Vendors?keyword=${encodeURIComponent(nameIndex)}&pageSize=100`)
  ).results.filter((v) => v.nameIndex === nameIndex);

describe("POST /api/vendor-add", () => {
  it("creates a new pay-to with its defaults", async () => {
    const vendor = payTo();
    const { status, json } = await create({ idempotencyKey: key(), vendor });
    expect(status).toBe(201);
    expect(json.vendor).toMatchObject({
      name: vendor.name,
      isPayTo: true,
      defaultTerms: "NET30",
      backOrderDays: "7",
      defaultShipVia: "BEST WAY",
      freight: "Freight Allowed",
      countryCode: "USA",
    });
    expect(await withIndex(vendor.nameIndex)).toHaveLength(1);
  });

  it("creates a ship-from under an existing pay-to, listed on the pay-to", async () => {
    const nibco = await suite.erp.json<Vendor>(`/Vendors/${VENDORS.payTo.id}`);
    const vendor = vendorEntity(shipFromForm(nibco, companyByCode("WSC")!), "shipFrom");
    const { status, json } = await create({ idempotencyKey: key(), vendor });
    expect(status).toBe(201);
    expect(json.vendor).toMatchObject({
      nameIndex: "NIBCO - WSC SHIP FROM",
      isShipFrom: true,
      payToId: VENDORS.payTo.id,
      homeBranch: "1",
      homeTerritory: "TCWSC",
    });
    const after = await suite.erp.json<Vendor>(`/Vendors/${VENDORS.payTo.id}`);
    expect(after.shipFromLists?.map((s) => s.shipFromId)).toContain(json.vendor.id);
  });

  it("passes the ERP's field errors on as a list, and creates nothing", async () => {
    const vendor = payTo({ city: "", state: "Alabama", type: "NOPE" });
    const { status, json } = await create({ idempotencyKey: key(), vendor });
    expect(status).toBe(400);
    expect(json.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(["city", "state", "type"]),
    );
    expect(await withIndex(vendor.nameIndex)).toEqual([]);
  });

  it("a vendor retried after a lost answer is created once", async () => {
    const body = { idempotencyKey: key(), vendor: payTo() };
    await erpFaults(suite.env.erp, { dropAnswerNext: { count: 1, path: "/Vendors", method: "POST" } });
    const lost = await create(body);
    expect(lost.status).toBe(502);
    const retry = await create(body);
    expect(retry.status).toBe(200);
    expect(retry.json.replayed).toBe(true);
    expect(await withIndex(body.vendor.nameIndex)).toEqual([expect.objectContaining({ id: retry.json.vendor.id })]);
  });

  it("a double submit creates one vendor and answers both", async () => {
    const body = { idempotencyKey: key(), vendor: payTo() };
    const [a, b] = await Promise.all([create(body), create(body)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.json.vendor.id).toBe(b.json.vendor.id);
    expect(await withIndex(body.vendor.nameIndex)).toHaveLength(1);
  });

  it("the same form with other content is another vendor; after a refusal the fixed form goes through", async () => {
    const idempotencyKey = key();
    const refused = await create({ idempotencyKey, vendor: payTo({ postalCode: "ABC" }) });
    expect(refused.status).toBe(400);
    const fixed = payTo();
    expect((await create({ idempotencyKey, vendor: fixed })).status).toBe(201);
    expect(await withIndex(fixed.nameIndex)).toHaveLength(1);
  });

  it("refuses bad input before the ERP", async () => {
    expect((await create({ idempotencyKey: key(), vendor: { ...payTo(), isPayTo: false } })).status).toBe(400);
    expect((await create({ idempotencyKey: key(), vendor: { ...payTo(), surprise: "field" } })).status).toBe(400);
    expect((await create({ idempotencyKey: key(), vendor: { ...payTo(), name: "X".repeat(500) } })).status).toBe(400);
    expect((await create({ idempotencyKey: "x", vendor: payTo() })).status).toBe(400);
    expect((await create({ idempotencyKey: key(), vendor: payTo() }, suite.admin)).status).toBe(403);
  });
});
