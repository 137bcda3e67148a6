import { describe, expect, it } from "vitest";
import { VENDORS } from "@/sim/erp/fixtures";
import { setupContractEnv } from "./contract-env";
import { expectFields, expectList } from "./expect-fields";

const erp = setupContractEnv();

const VENDOR_FIELDS = {
  id: "string",
  name: "string",
  nameIndex: "string",
  addressLine1: "string",
  city: "string",
  state: "string",
  postalCode: "string",
  countryCode: "string",
  isPayTo: "boolean",
  isShipFrom: "boolean",
  isFreightVendor: "boolean",
  isManufacturer: "boolean",
  sortBy: "string",
  type: "string",
  defaultShipVia: "string",
  freight: "string",
  defaultTerms: "string",
  backOrderDays: "string",
  emails: "array",
  phones: "array",
  shipFromLists: "array",
} as const;

/** A new pay-to as Add Vendors builds it (spec 2 sections 3 and 5: defaults, upper case, sortBy 12 characters). */
const newPayTo = {
  name: "GULF COAST VALVE SUPPLY",
  nameIndex: "GULF COAST VALVE SUPPLY",
  sortBy: "GULF COAST V",
  addressLine1: "4100 HARBOR DR",
  addressLine2: "",
  city: "MOBILE",
  state: "AL",
  postalCode: "36602",
  countryCode: "USA",
  type: "INV",
  defaultShipVia: "BEST WAY",
  freight: "Freight Allowed",
  defaultTerms: "NET30",
  backOrderDays: "7",
  emails: [{ address: "orders@gulfcoastvalve.com" }],
  phones: [{ number: "251-555-0142", description: "MAIN" }],
  isPayTo: true,
  isShipFrom: false,
  isFreightVendor: false,
  isManufacturer: false,
};

describe("ERP contract – vendors (spec 2 Add Vendors)", () => {
  it("GET /Vendors: keyword search with a total and the vendor fields", async () => {
    const { status, json } = await erp.call({
      method: "GET",
      url: "/Vendors",
      params: { keyword: "nibco", includeTotalItems: true },
    });
    expect(status).toBe(200);
    const results = expectList(json, { total: true });
    expect(results.map((v) => v.id)).toContain(VENDORS.payTo.id);
    for (const v of results) expectFields(v, VENDOR_FIELDS, `vendor ${v.id}`);
  });

  it("GET /Vendors/{id}: a pay-to with its ship-froms", async () => {
    const { status, json } = await erp.call({ method: "GET", url: `/Vendors/${VENDORS.payTo.id}` });
    expect(status).toBe(200);
    expectFields(json, VENDOR_FIELDS);
    expect(json.shipFromLists.map((s: { shipFromId: string }) => s.shipFromId)).toEqual(VENDORS.payTo.shipFromIds);
  });

  it("POST /Vendors: a new pay-to is created", async () => {
    const { status, json } = await erp.call({ method: "POST", url: "/Vendors", data: newPayTo });
    expect(status).toBe(200);
    expectFields(json, VENDOR_FIELDS);
    expect(json).toMatchObject({ name: newPayTo.name, isPayTo: true, defaultTerms: "NET30", backOrderDays: "7" });
  });

  it("POST /Vendors: a ship-from under an existing pay-to is listed on the pay-to", async () => {
    const shipFrom = {
      ...newPayTo,
      name: "NIBCO INC",
      nameIndex: "NIBCO - ESE SHIP FROM 2",
      sortBy: "NIBCO INC",
      isPayTo: false,
      isShipFrom: true,
      payToId: VENDORS.payTo.id,
      homeBranch: "TNCH",
      homeTerritory: "TCESE",
    };
    const { status, json } = await erp.call({ method: "POST", url: "/Vendors", data: shipFrom });
    expect(status).toBe(200);
    expect(json).toMatchObject({ isShipFrom: true, payToId: VENDORS.payTo.id });
    const { json: payTo } = await erp.call({ method: "GET", url: `/Vendors/${VENDORS.payTo.id}` });
    expect(payTo.shipFromLists.map((s: { shipFromId: string }) => s.shipFromId)).toContain(json.id);
  });

  it("POST /Vendors with bad input: 400 with the ERP's list of field errors", async () => {
    const bad = { ...newPayTo, name: "", nameIndex: "", state: "Alabama", postalCode: "ABCDE", type: "NOPE" };
    const { status, json } = await erp.call({ method: "POST", url: "/Vendors", data: bad });
    expect(status).toBe(400);
    expect(typeof json.error).toBe("string");
    const fields = (json.details as { field: string; message: string }[]).map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(["name", "nameIndex", "state", "postalCode", "type"]));
    for (const d of json.details) expectFields(d, { field: "string", message: "string" }, "details[]");
  });

  it("POST /Vendors with wrongly typed fields is refused before the ERP", async () => {
    const before = await erp.erpRequests();
    const { status } = await erp.call({ method: "POST", url: "/Vendors", data: { ...newPayTo, isPayTo: "yes" } });
    expect(status).toBe(400);
    expect(await erp.erpRequests()).toBe(before);
  });
});
