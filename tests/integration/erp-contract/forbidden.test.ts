import { describe, expect, it } from "vitest";
import { CONTACTS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { POST as proxy } from "@/app/api/erp-proxy/route";
import { setupContractEnv, type ProxyCall } from "./contract-env";

const erp = setupContractEnv();

/** Everything the spec does not name, and paths that try to leave the ones it does. */
const FORBIDDEN: [string, string][] = [
  ["DELETE", `/Contacts/${CONTACTS.unique.id}`],
  ["DELETE", "/Customers/10010"],
  ["DELETE", "/Vendors/500010"],
  ["DELETE", "/Products/100001"],
  ["DELETE", "/PriceLines/UPON-PEX"],
  ["DELETE", "/Sessions/1"],
  ["POST", "/Sessions"],
  ["GET", "/Sessions"],
  ["POST", "/SessionRefresh"],
  ["POST", "/Contacts"],
  ["PUT", "/Customers/10010"],
  ["PUT", "/Products/100001"],
  ["PUT", "/Vendors/500010"],
  ["PUT", "/Users/JSMITH"],
  ["POST", "/SalesOrders"],
  ["PUT", "/SalesOrders/S1000002/Status"],
  ["PUT", "/SalesOrders/S1000002/ShipVia"],
  ["GET", "/ProductPricingInquiry?CustomerId=10010&ProductId=100006"],
  ["GET", "/ProductInventoryPricingMassInquiry"],
  ["GET", "/Users"],
  ["GET", "/Branches"],
  ["GET", "/Territories"],
  ["GET", "/UserDefined/PROD.CLASS?id=100001"],
  ["GET", "/__control/faults"],
  ["POST", "/__control/reset"],
  ["GET", "/Employees"],
  ["GET", "/Contacts/100001/Secret"],
  ["GET", "/Customers/."],
  ["GET", "/Contacts/1/../../Sessions"],
  ["GET", "/Contacts/%2e%2e/Sessions"],
  ["GET", "/Contacts/1%2fWebSettings"],
  ["GET", "/Contacts/%E0%A4%A"],
  ["GET", "//evil.example/Contacts"],
  ["GET", "http://evil.example/Contacts"],
  ["GET", "/Contacts@evil.example"],
  ["GET", "Contacts"],
  ["GET", "/Contacts\\100001"],
];

describe("ERP contract – calls outside the allowlist", () => {
  it.each(FORBIDDEN)("%s %s answers 403 and never reaches the ERP", async (method, url) => {
    const before = await erp.erpRequests();
    const { status, json } = await erp.call({ method, url } as ProxyCall);
    expect(status).toBe(403);
    expect(json.error).toMatch(/not available through the portal/);
    expect(await erp.erpRequests()).toBe(before);
  });

  it("an unknown method is a malformed proxy body (400)", async () => {
    expect((await erp.call({ method: "PATCH", url: "/Contacts/100001" })).status).toBe(400);
  });

  it("an admin (no ERP user) gets 403 'ERP tools need an ERP user' even for allowlisted calls", async () => {
    const admin = await loginAs(DEMO.admin.email, DEMO.admin.password);
    const { status, json } = await erp.call({ method: "GET", url: "/Termslist" }, admin);
    expect(status).toBe(403);
    expect(json.error).toBe("ERP tools need an ERP user");
  });

  it("without a sign-in the proxy answers 401", async () => {
    expect((await callRoute(proxy, { body: { method: "GET", url: "/Termslist" } })).status).toBe(401);
  });
});
