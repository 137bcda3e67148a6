import { describe, expect, it } from "vitest";
import { POST as proxy } from "@/app/api/erp-proxy/route";
import { ERP_MESSAGES } from "@/lib/erp/erp-fetch";
import { CONTACTS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { setupErpWriteSuite } from "@/tests/helpers/erp-write-suite";
import { whileDown } from "@/tests/helpers/test-env";
import { faultCalls, formKey, newPayTo, vendorsNamed } from "./erp-vendors";

// Issue 17, faults: the ERP goes down during a run (its service stops: connections refused) and comes back on the
// same address. Every ERP call says so plainly, no write is recorded as done or made twice, and the same calls work
// again by themselves once it is back.
const suite = setupErpWriteSuite();

const { searchContacts, addVendor, intentsOf } = faultCalls(suite);
const proxyVendor = (data: unknown) =>
  callRoute(proxy, { body: { method: "POST", url: "/Vendors", data }, token: suite.staff });
const whileErpDown = (during: () => Promise<void>) => whileDown(suite.env.erp, during);

describe("the ERP is down, then back on the same address", () => {
  it("Contact Search answers 502 with the portal's message while it is down, and finds the contact once it is back", async () => {
    expect((await searchContacts()).status).toBe(200);
    await whileErpDown(async () => {
      const down = await searchContacts();
      expect(down.status).toBe(502);
      expect(down.json).toEqual({ error: ERP_MESSAGES.unavailable });
      expect(JSON.stringify(down.json)).not.toContain(suite.env.erp.host);
    });
    const back = await searchContacts();
    expect(back.status).toBe(200);
    expect(back.json.results.map((c: { id: string }) => c.id)).toContain(CONTACTS.unique.id);
  });

  it("Vendor Add answers 502, leaves no intent done and no vendor; the same form is created once when it is back", async () => {
    const body = { idempotencyKey: formKey(), vendor: newPayTo("DOWN VALVE") };
    await whileErpDown(async () => {
      const down = await addVendor(body);
      expect(down.status).toBe(502);
      expect(down.json).toEqual({ error: ERP_MESSAGES.unavailable });
    });
    const [held] = await intentsOf("erp-vendor", body.idempotencyKey);
    // Refused at the door: the ERP never saw it, so the intent is free for a plain retry.
    expect(held).toMatchObject({ state: "pending", result: null, leaseUntil: null, inFlight: false });
    expect(await vendorsNamed(suite.erp, body.vendor.nameIndex)).toEqual([]);

    const before = await suite.erpCalls("POST /Vendors");
    const back = await addVendor(body);
    expect(back.status).toBe(201);
    expect(back.json.vendor).toMatchObject({ nameIndex: body.vendor.nameIndex });
    expect(await suite.erpCalls("POST /Vendors")).toBe(before + 1);
    expect(await vendorsNamed(suite.erp, body.vendor.nameIndex)).toEqual([
      expect.objectContaining({ id: back.json.vendor.id }),
    ]);
    expect(await intentsOf("erp-vendor", body.idempotencyKey)).toEqual([
      expect.objectContaining({ state: "done", lastError: null }),
    ]);
  });

  it("a vendor POST through the ERP proxy answers 502 while it is down and goes through once when it is back", async () => {
    const vendor = newPayTo("DOWN PROXY");
    await whileErpDown(async () => {
      const down = await proxyVendor(vendor);
      expect(down.status).toBe(502);
      expect(down.json).toEqual({ error: ERP_MESSAGES.unavailable });
    });
    expect(await vendorsNamed(suite.erp, vendor.nameIndex)).toEqual([]);

    // Refused at the door is not "may have been made": the retry creates it, once, instead of asking for a check.
    const back = await proxyVendor(vendor);
    expect(back.status).toBe(200);
    expect(back.json).toMatchObject({ nameIndex: vendor.nameIndex });
    const again = await proxyVendor(vendor);
    expect(again.json.id).toBe(back.json.id);
    expect(await vendorsNamed(suite.erp, vendor.nameIndex)).toHaveLength(1);
  });
});
