import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERP_USERS, INVOICE_CUSTOMER } from "@/sim/erp/fixtures";
import { startErpSimOnRandomLoopback } from "@/sim/erp/random-loopback";
import type { ErpSim } from "@/sim/erp/server";
import { signIn, type ErpClient, type List } from "./helpers";

type Customer = {
  id: string;
  name: string;
  addressLine1: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phones: { number: string }[];
  emails: { address: string }[];
  nameIndex: string;
  shipToLists: { shipToId: string }[];
  isBillTo: boolean;
  billToId: string;
  updateKey: string;
};

let sim: ErpSim;
let erp: ErpClient;
beforeAll(async () => {
  sim = await startErpSimOnRandomLoopback();
  erp = await signIn(sim);
});
afterAll(() => sim.close());

describe("Users", () => {
  it("answers the signed-in user's accessible branches, by any case of the user name", async () => {
    const u = await erp.json<{
      id: string;
      name: string;
      firstName: string;
      accessibleBranches: { branchId: string }[];
    }>("/Users/jsmith");
    expect(u).toMatchObject({ id: "JSMITH", name: ERP_USERS.staff.name, firstName: "John" });
    expect(u.accessibleBranches.map((b) => b.branchId)).toEqual(ERP_USERS.staff.accessibleBranches);
    const list = await erp.json<List<{ id: string }>>("/Users?keyword=walker&includeTotalItems=true");
    expect(list.results.map((x) => x.id)).toContain(ERP_USERS.clerk.userName);
    expect((await erp.get("/Users/NOBODY")).status).toBe(404);
  });
});

describe("Customers", () => {
  it("has hundreds of customers and finds them by name, with the card's fields", async () => {
    const all = await erp.json<List<Customer>>("/Customers?includeTotalItems=true&pageSize=1");
    expect(all.metadata.totalItems).toBeGreaterThanOrEqual(500);
    const hits = await erp.json<List<Customer>>("/Customers?keyword=volunteer%20mechanical&includeTotalItems=true");
    const c = hits.results.find((x) => x.id === INVOICE_CUSTOMER.id)!;
    expect(c).toMatchObject({
      name: INVOICE_CUSTOMER.name,
      nameIndex: INVOICE_CUSTOMER.name,
      country: "US",
      isBillTo: true,
    });
    expect(c.addressLine1).not.toBe("");
    expect(c.phones[0].number).toMatch(/^\d{3}-\d{3}-\d{4}$/);
    expect(c.emails[0].address).toMatch(/@/);
    expect(c.shipToLists.map((s) => s.shipToId)).toEqual([
      INVOICE_CUSTOMER.id,
      INVOICE_CUSTOMER.shipToId,
      INVOICE_CUSTOMER.otherShipToId,
    ]);
    const shipTo = await erp.json<Customer>(`/Customers/${INVOICE_CUSTOMER.shipToId}`);
    expect(shipTo).toMatchObject({ name: INVOICE_CUSTOMER.shipToName, billToId: INVOICE_CUSTOMER.id, isBillTo: false });
  });

  it("updates a customer with its updateKey", async () => {
    const c = await erp.json<Customer>(`/Customers/${INVOICE_CUSTOMER.otherShipToId}`);
    const res = await erp.send("PUT", `/Customers/${c.id}`, { ...c, addressLine1: "1 NEW ST" });
    expect(res.status).toBe(200);
    expect((await erp.send("PUT", `/Customers/${c.id}`, c)).status).toBe(409);
  });
});

describe("Branches and territories", () => {
  it("gives each branch an entity whose customer record holds the ship-from address", async () => {
    const b = await erp.json<{ id: string; branchEntityId: string }>("/Branches/TNNA");
    const entity = await erp.json<Customer>(`/Customers/${b.branchEntityId}`);
    expect(entity).toMatchObject({ city: "NASHVILLE", state: "TN", postalCode: "37203" });
    expect(entity.phones[0].number).toBeTruthy();
    expect(entity.emails[0].address).toMatch(/@/);
  });

  it("serves the seven companies' territories with their home branches in branchList", async () => {
    const companies: [string, string][] = [
      ["TCBBS", "ILMV"],
      ["TCCSC", "TNKN"],
      ["TCESC", "TNNA"],
      ["TCESE", "TNCH"],
      ["TCESW", "ARLR"],
      ["TCNCS", "ILCS"],
      ["TCWSC", "1"],
    ];
    for (const [territory, home] of companies) {
      const t = await erp.json<{ id: string; branchList: string[] }>(`/Territories/${territory}`);
      expect(t.branchList, territory).toContain(home);
      expect((await erp.get(`/Branches/${home}`)).status).toBe(200);
    }
  });
});

describe("ShipVias and Termslist", () => {
  it("finds ship vias by keyword", async () => {
    const ups = await erp.json<List<{ id: string }>>("/ShipVias?keyword=UPS");
    expect(ups.results.length).toBeGreaterThan(1);
    for (const s of ups.results) expect(s.id).toMatch(/UPS/);
    expect(ups.results.map((s) => s.id)).toContain("UPS GROUND");
  });

  it("answers Termslist and TermsList alike, with the COD codes", async () => {
    const a = await erp.json<List<{ id: string; description: string }>>("/Termslist?keyword=COD");
    const b = await erp.json<List<{ id: string }>>("/TermsList?keyword=cod");
    expect(b).toEqual(a);
    expect(a.results.map((t) => t.id)).toEqual(["COD", "COD CASH", "COD CHECK"]);
    expect((await erp.json<List<{ id: string }>>("/Termslist?pageSize=100")).results.map((t) => t.id)).toContain(
      "NET30",
    );
  });
});
