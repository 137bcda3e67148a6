import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEGACY_BASIS_LINE, PRICE_LINES, PRODUCTS } from "@/sim/erp/fixtures";
import { startErpSimOnRandomLoopback } from "@/sim/erp/random-loopback";
import type { ErpSim } from "@/sim/erp/server";
import { signIn, type ErpClient, type List } from "./helpers";

type Product = {
  id: number;
  description: string;
  upcCode: string;
  priceLineId: string;
  category: string;
  inactive: boolean;
  catalogNumber: string;
  repCost: { value: number };
  updateKey: string;
};
type PriceLine = {
  id: string;
  description: string;
  branchAccessList: { branchId: string }[];
  basisList: { basisName: string }[];
  globalBasisIds: { basisName: string }[];
  avgCostPriceLineBasis: string;
  lastCostPriceLineBasis: string;
  updateKey: string;
};

let sim: ErpSim;
let erp: ErpClient;
beforeAll(async () => {
  sim = await startErpSimOnRandomLoopback();
  erp = await signIn(sim);
});
afterAll(() => sim.close());

describe("Products", () => {
  it("holds a distributor-sized catalogue across many price lines, with 11-digit UPCs", async () => {
    const all = await erp.json<List<Product>>("/Products?includeInactive=true&pageSize=1000&includeTotalItems=true");
    expect(all.metadata.totalItems).toBeGreaterThanOrEqual(5000);
    const lines = await erp.json<List<PriceLine>>("/PriceLines?includeTotalItems=true&pageSize=1000");
    expect(lines.metadata.totalItems).toBeGreaterThanOrEqual(40);
    for (const p of all.results) if (p.upcCode) expect(p.upcCode).toMatch(/^\d{11}$/);
  });

  it("searches by keyword (every word), hides inactive products unless asked, pages by 50", async () => {
    const hits = await erp.json<List<Product>>(
      "/Products?keyword=pex%20crimp&includeInactive=false&pageSize=50&includeTotalItems=true",
    );
    expect(hits.metadata.pageSize).toBe(50);
    expect(hits.results.length).toBeGreaterThan(0);
    for (const p of hits.results) expect(p.description).toMatch(/PEX/);
    const hidden = await erp.json<List<Product>>("/Products?keyword=polybutylene");
    expect(hidden.results.map((p) => p.id)).not.toContain(PRODUCTS.inactive.id);
    const shown = await erp.json<List<Product>>("/Products?keyword=polybutylene&includeInactive=true");
    expect(shown.results.map((p) => p.id)).toContain(PRODUCTS.inactive.id);
  });

  it("serves the freight product with its description and category", async () => {
    expect(await erp.json<Product>(`/Products/${PRODUCTS.freight.id}`)).toMatchObject({
      id: PRODUCTS.freight.id,
      description: PRODUCTS.freight.description,
      category: "FREIGHT",
    });
    expect((await erp.get("/Products/1")).status).toBe(404);
  });

  it("updates a product with its updateKey and refuses a stale key or a bad UPC", async () => {
    const p = await erp.json<Product>(`/Products/${PRODUCTS.perTen.id}`);
    const ok = await erp.send("PUT", `/Products/${p.id}`, { ...p, description: "1/2 pex copper crimp ring bag" });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as Product).description).toBe("1/2 PEX COPPER CRIMP RING BAG");
    expect((await erp.send("PUT", `/Products/${p.id}`, p)).status).toBe(409);
    const fresh = await erp.json<Product>(`/Products/${p.id}`);
    expect((await erp.send("PUT", `/Products/${p.id}`, { ...fresh, upcCode: "123" })).status).toBe(400);
  });

  it("creates a product from a price line, description, catalog number, UPC and cost", async () => {
    const res = await erp.send("POST", "/Products", {
      priceLineId: PRICE_LINES.open.id,
      description: "3 abs dwv test fitting",
      catalogNumber: "abs-999",
      upcCode: "01234567890",
      repCost: { value: 4.2 },
    });
    expect(res.status).toBe(200);
    const created = (await res.json()) as Product;
    expect(created).toMatchObject({
      description: "3 ABS DWV TEST FITTING",
      priceLineId: PRICE_LINES.open.id,
      upcCode: "01234567890",
      repCost: { value: 4.2 },
      catalogNumber: "ABS-999",
    });
    expect(await erp.json<Product>(`/Products/${created.id}`)).toEqual(created);
    const again = await erp.send("POST", "/Products", {
      priceLineId: PRICE_LINES.open.id,
      description: "DUPLICATE UPC",
      upcCode: "01234567890",
    });
    expect(again.status).toBe(400);
    const bad = await erp.send("POST", "/Products", {
      priceLineId: "NOPE",
      description: "",
      upcCode: "12AB",
      cost: -1,
    });
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      "description",
      "priceLineId",
      "repCost",
      "upcCode",
    ]);
  });
});

describe("PriceLines", () => {
  it("finds price lines by keyword and reads the access list and bases", async () => {
    const list = await erp.json<List<PriceLine>>("/PriceLines?keyword=uponor&includeTotalItems=true");
    expect(list.results.map((l) => l.id)).toContain(PRICE_LINES.restricted.id);
    const line = await erp.json<PriceLine>(`/PriceLines/${PRICE_LINES.restricted.id}`);
    expect(line.branchAccessList).toEqual(PRICE_LINES.restricted.branchAccessList.map((branchId) => ({ branchId })));
    expect(line.basisList.length).toBeGreaterThan(0);
    expect(line).toMatchObject({
      avgCostPriceLineBasis: expect.any(String),
      lastCostPriceLineBasis: expect.any(String),
    });
    expect((await erp.json<PriceLine>(`/PriceLines/${PRICE_LINES.open.id}`)).branchAccessList).toEqual([]);
  });

  it("saves a new branch access list (ids or objects) with the updateKey", async () => {
    const line = await erp.json<PriceLine>(`/PriceLines/${PRICE_LINES.restricted.id}`);
    const res = await erp.send("PUT", `/PriceLines/${line.id}`, {
      ...line,
      branchAccessList: ["TNNA", { branchId: "arlr" }],
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as PriceLine;
    expect(saved.branchAccessList).toEqual([{ branchId: "TNNA" }, { branchId: "ARLR" }]);
    expect((await erp.send("PUT", `/PriceLines/${line.id}`, line)).status).toBe(409);
  });

  it("refuses more than 20 branches, unknown branches, empty basis names and more than 20 bases", async () => {
    const line = await erp.json<PriceLine>(`/PriceLines/${PRICE_LINES.open.id}`);
    const branches = (await erp.json<List<{ id: string }>>("/Branches?pageSize=100")).results.map((b) => b.id);
    expect(branches.length).toBeGreaterThan(20);
    const tooMany = await erp.send("PUT", `/PriceLines/${line.id}`, {
      ...line,
      branchAccessList: branches.slice(0, 21).map((branchId) => ({ branchId })),
    });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).message).toMatch(/20/);
    const twenty = await erp.send("PUT", `/PriceLines/${line.id}`, {
      ...line,
      branchAccessList: branches.slice(0, 20).map((branchId) => ({ branchId })),
    });
    expect(twenty.status).toBe(200);
    const current = (await twenty.json()) as PriceLine;
    expect(
      (await erp.send("PUT", `/PriceLines/${line.id}`, { ...current, branchAccessList: [{ branchId: "ZZZZ" }] }))
        .status,
    ).toBe(400);
    expect(
      (
        await erp.send("PUT", `/PriceLines/${line.id}`, {
          ...current,
          basisList: [...current.basisList, { basisName: "" }],
        })
      ).status,
    ).toBe(400);

    const full = await erp.json<PriceLine>(`/PriceLines/${PRICE_LINES.fullBasis.id}`);
    expect(full.basisList).toHaveLength(PRICE_LINES.fullBasis.basisCount);
    const over = await erp.send("PUT", `/PriceLines/${full.id}`, {
      ...full,
      basisList: [...full.basisList, { basisName: "EXTRA" }],
    });
    expect(over.status).toBe(400);
    expect((await over.json()).message).toMatch(/20 bases/);
    expect((await erp.send("PUT", `/PriceLines/${full.id}`, full)).status).toBe(200);
  });

  it("holds a legacy line over the basis limit that saves only once cleaned up", async () => {
    const legacy = await erp.json<PriceLine>(`/PriceLines/${LEGACY_BASIS_LINE.id}`);
    const named = legacy.basisList.filter((b) => b.basisName);
    expect(named).toHaveLength(LEGACY_BASIS_LINE.namedBases);
    expect(legacy.basisList.length - named.length).toBe(LEGACY_BASIS_LINE.emptyBases);
    expect(legacy.globalBasisIds.some((b) => !b.basisName)).toBe(true);
    expect((await erp.send("PUT", `/PriceLines/${legacy.id}`, legacy)).status).toBe(400);
    const cleaned = {
      ...legacy,
      basisList: named.slice(0, 18),
      globalBasisIds: legacy.globalBasisIds.filter((b) => b.basisName),
    };
    expect((await erp.send("PUT", `/PriceLines/${legacy.id}`, cleaned)).status).toBe(200);
  });
});

describe("Vendors", () => {
  type Vendor = {
    id: string;
    name: string;
    nameIndex: string;
    isPayTo: boolean;
    isShipFrom: boolean;
    payToId: string;
    shipFromLists: { shipFromId: string }[];
    backOrderDays: string;
    countryCode: string;
  };
  const shipFrom = {
    name: "NIBCO INC",
    nameIndex: "NIBCO - NCS SHIP FROM",
    addressLine1: "1516 MIDDLEBURY ST",
    addressLine2: "",
    city: "ELKHART",
    state: "IN",
    postalCode: "46516",
    countryCode: "USA",
    sortBy: "NIBCO INC",
    defaultShipVia: "BEST WAY",
    freight: "FREIGHT ALLOWED",
    defaultTerms: "NET30",
    backOrderDays: "7",
    emails: [{ address: "orders@nibco.com" }],
    phones: [{ number: "574-295-3000", description: "MAIN" }],
    type: "G-O",
    isPayTo: false,
    isShipFrom: true,
    isFreightVendor: false,
    isManufacturer: true,
    homeBranch: "ILCS",
    homeTerritory: "TCNCS",
    payToId: "500010",
  };

  it("reads a pay-to vendor and its ship-from vendors", async () => {
    const payTo = await erp.json<Vendor>("/Vendors/500010");
    expect(payTo).toMatchObject({ name: "NIBCO INC", isPayTo: true });
    expect(payTo.shipFromLists.map((s) => s.shipFromId)).toEqual(["500011", "500012", "500013"]);
    for (const { shipFromId } of payTo.shipFromLists) {
      const sf = await erp.json<Vendor>(`/Vendors/${shipFromId}`);
      expect(sf).toMatchObject({ isShipFrom: true, payToId: "500010" });
      expect(sf.nameIndex).toMatch(/^NIBCO - [A-Z]{3} SHIP FROM$/);
    }
    const search = await erp.json<List<Vendor>>("/Vendors?keyword=nibco&includeTotalItems=true");
    expect(search.metadata.totalItems).toBeGreaterThanOrEqual(4);
  });

  it("creates a ship-from under a pay-to, which then lists it", async () => {
    const res = await erp.send("POST", "/Vendors", shipFrom);
    expect(res.status).toBe(200);
    const created = (await res.json()) as Vendor;
    expect(created).toMatchObject({
      name: "NIBCO INC",
      nameIndex: "NIBCO - NCS SHIP FROM",
      payToId: "500010",
      isShipFrom: true,
      backOrderDays: "7",
    });
    const payTo = await erp.json<Vendor>("/Vendors/500010");
    expect(payTo.shipFromLists.map((s) => s.shipFromId)).toContain(created.id);
    const dup = await erp.send("POST", "/Vendors", shipFrom);
    expect(dup.status).toBe(400);
    expect((await dup.json()).errors).toEqual([{ field: "nameIndex", message: expect.stringMatching(/already used/) }]);
  });

  it("creates a new pay-to with the defaults", async () => {
    const res = await erp.send("POST", "/Vendors", {
      name: "ACME VALVE WORKS",
      nameIndex: "ACME VALVE WORKS",
      addressLine1: "12 FORGE RD",
      city: "DAYTON",
      state: "OH",
      postalCode: "45402",
      type: "A-F",
      isPayTo: true,
      isShipFrom: false,
      defaultTerms: "NET30",
      backOrderDays: 7,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      isPayTo: true,
      countryCode: "USA",
      defaultShipVia: "BEST WAY",
      freight: "Freight Allowed",
      backOrderDays: "7",
      sortBy: "ACME VALVE W",
    });
  });

  it("answers 400 with a list of field errors for bad input", async () => {
    const res = await erp.send("POST", "/Vendors", {
      ...shipFrom,
      name: "",
      nameIndex: "X - NCS SHIP FROM",
      state: "Indiana",
      postalCode: "4651",
      type: "BOGUS",
      defaultTerms: "NET999",
      defaultShipVia: "CARRIER PIGEON",
      emails: [{ address: "not-an-email" }],
      payToId: "999999",
      homeBranch: "NOPE",
      sortBy: "THIS IS FAR TOO LONG",
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: { field: string; message: string }[] };
    expect(body.message).toMatch(/validation/i);
    expect(body.errors.map((e) => e.field).sort()).toEqual(
      [
        "defaultShipVia",
        "defaultTerms",
        "emails",
        "homeBranch",
        "name",
        "payToId",
        "postalCode",
        "sortBy",
        "state",
        "type",
      ].sort(),
    );
    for (const e of body.errors) expect(e.message.length).toBeGreaterThan(5);
  });
});

describe("UserDefined", () => {
  it("answers a missing record with 400 containing 'were not found'", async () => {
    const res = await erp.get("/UserDefined/PRINT.REVIEW?id=S1000003.0001");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("were not found");
    expect((await erp.get("/UserDefined/NO.SUCH.FILE?id=1")).status).toBe(400);
  });

  it("serves the price line short code and the product class", async () => {
    expect(await erp.json(`/UserDefined/UD.PRICELINE?id=${PRICE_LINES.restricted.id}`)).toMatchObject({
      FileName: "UD.PRICELINE",
      "SHORT.CODE": PRICE_LINES.restricted.shortCode,
    });
    expect(await erp.json(`/UserDefined/PROD.CLASS?id=${PRODUCTS.perEach.id}`)).toMatchObject({
      FileName: "PROD.CLASS",
      STATUS: expect.any(String),
      "DESC.OVRD.NUC": "",
    });
  });

  it("writes a record with FileName and without id, and refuses an id in the body", async () => {
    const refused = await erp.send("PUT", "/UserDefined/PRINT.REVIEW?id=S1000003.0001", {
      id: "S1000003.0001",
      FileName: "PRINT.REVIEW",
      STATUS: "REVIEWED",
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe("The Key 'id' was not found in Dictionary");
    expect((await erp.send("PUT", "/UserDefined/PRINT.REVIEW?id=S1000003.0001", { STATUS: "REVIEWED" })).status).toBe(
      400,
    );
    const ok = await erp.send("PUT", "/UserDefined/PRINT.REVIEW?id=S1000003.0001", {
      FileName: "PRINT.REVIEW",
      STATUS: "HOLD",
    });
    expect(ok.status).toBe(200);
    expect(await erp.json("/UserDefined/PRINT.REVIEW?id=s1000003.0001")).toMatchObject({
      id: "S1000003.0001",
      FileName: "PRINT.REVIEW",
      STATUS: "HOLD",
    });
    const pc = await erp.send("PUT", `/UserDefined/PROD.CLASS?id=${PRODUCTS.perEach.id}`, {
      FileName: "PROD.CLASS",
      "DESC.OVRD.NUC": "WATER HEATER 40G NG",
    });
    expect(await pc.json()).toMatchObject({ STATUS: expect.any(String), "DESC.OVRD.NUC": "WATER HEATER 40G NG" });
  });
});
