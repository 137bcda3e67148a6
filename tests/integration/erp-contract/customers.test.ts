import { describe, expect, it } from "vitest";
import { INVOICE_CUSTOMER } from "@/sim/erp/fixtures";
import { setupContractEnv } from "./contract-env";
import { expectFields, expectList } from "./expect-fields";

const erp = setupContractEnv();

const CARD = {
  id: "string",
  name: "string",
  nameIndex: "string",
  addressLine1: "string",
  addressLine2: "string",
  city: "string",
  state: "string",
  postalCode: "string",
  country: "string",
  phones: "array",
  emails: "array",
} as const;

describe("ERP contract – customers (spec 2 Invoice Look Up)", () => {
  it("GET /Customers: keyword search with a total, each with the card's fields", async () => {
    const { status, json } = await erp.call({
      method: "GET",
      url: "/Customers",
      params: { keyword: "volunteer mechanical", includeTotalItems: true },
    });
    expect(status).toBe(200);
    const results = expectList(json, { total: true });
    expect(results.map((c) => c.id)).toContain(INVOICE_CUSTOMER.id);
    for (const c of results) expectFields(c, CARD, `customer ${c.id}`);
  });

  it("GET /Customers finds nothing for nonsense, with a total of 0", async () => {
    const { status, json } = await erp.call({
      method: "GET",
      url: "/Customers?keyword=zzzqqqxxx&includeTotalItems=true",
    });
    expect(status).toBe(200);
    expect(json.results).toEqual([]);
    expect(json.metadata.totalItems).toBe(0);
  });

  it("GET /Customers/{id}: the ship-to's card, with first phone and email", async () => {
    const { status, json } = await erp.call({ method: "GET", url: `/Customers/${INVOICE_CUSTOMER.shipToId}` });
    expect(status).toBe(200);
    expectFields(json, CARD);
    expect(json.name).toBe(INVOICE_CUSTOMER.shipToName);
    expectFields(json.phones[0], { number: "string" }, "phones[0]");
    expectFields(json.emails[0], { address: "string" }, "emails[0]");
  });

  it("GET /Customers/{id} of an unknown id is the ERP's 404 with its message", async () => {
    const { status, json } = await erp.call({ method: "GET", url: "/Customers/99999999" });
    expect(status).toBe(404);
    expect(json.error).toMatch(/99999999/);
  });

  it("a malformed id is refused with 400 before the ERP", async () => {
    const before = await erp.erpRequests();
    const { status } = await erp.call({ method: "GET", url: "/Customers/10010%3Fid%3D1" });
    expect(status).toBe(400);
    expect(await erp.erpRequests()).toBe(before);
  });
});
