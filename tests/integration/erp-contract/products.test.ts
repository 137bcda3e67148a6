import { describe, expect, it } from "vitest";
import { PRICE_LINES, PRODUCTS } from "@/sim/erp/fixtures";
import { setupContractEnv } from "./contract-env";
import { expectFields, expectList } from "./expect-fields";

const erp = setupContractEnv();

describe("ERP contract – products (spec 2 product search, freight product, Create New Product)", () => {
  it("GET /Products: keyword, includeInactive=false, pageSize=50", async () => {
    const { status, json } = await erp.call({
      method: "GET",
      url: "/Products",
      params: { keyword: "pex", includeInactive: false, pageSize: 50 },
    });
    expect(status).toBe(200);
    const results = expectList(json);
    expect(results).toHaveLength(50);
    for (const p of results)
      expectFields(
        p,
        { id: "number", description: "string", upcCode: "string", priceLineId: "string" },
        `product ${p.id}`,
      );
  });

  it("GET /Products hides inactive products unless includeInactive=true", async () => {
    const keyword = "polybutylene discontinued";
    const hidden = await erp.call({
      method: "GET",
      url: `/Products?keyword=${encodeURIComponent(keyword)}&includeInactive=false`,
    });
    expect(hidden.json.results.map((p: { id: number }) => p.id)).not.toContain(PRODUCTS.inactive.id);
    const shown = await erp.call({ method: "GET", url: "/Products", params: { keyword, includeInactive: true } });
    expect(shown.json.results.map((p: { id: number }) => p.id)).toContain(PRODUCTS.inactive.id);
  });

  it("GET /Products/{id}: the freight product's description and category", async () => {
    const { status, json } = await erp.call({ method: "GET", url: `/Products/${PRODUCTS.freight.id}` });
    expect(status).toBe(200);
    expectFields(json, { id: "number", description: "string", category: "string", updateKey: "string" });
    expect(json).toMatchObject({ description: PRODUCTS.freight.description, category: PRODUCTS.freight.category });
  });

  it("POST /Products: creates the product on its price line", async () => {
    const data = {
      priceLineId: PRICE_LINES.restricted.id,
      description: "3/4 PEX-A TUBING 300' COIL BLUE",
      catalogNumber: "F1040750",
      upcCode: "99887766551",
      repCost: { value: 41.25 },
    };
    const { status, json } = await erp.call({ method: "POST", url: "/Products", data });
    expect(status).toBe(200);
    expectFields(json, { id: "number", description: "string", upcCode: "string", priceLineId: "string" });
    expect(json).toMatchObject({
      priceLineId: PRICE_LINES.restricted.id,
      upcCode: "99887766551",
      repCost: { value: 41.25 },
    });
    const read = await erp.call({ method: "GET", url: `/Products/${json.id}` });
    expect(read.json.description).toBe(data.description);
  });

  it("POST /Products with a UPC already in use: the ERP's 400 with its list of field errors", async () => {
    const data = { priceLineId: PRICE_LINES.open.id, description: "DUPLICATE UPC", upcCode: PRODUCTS.perEach.upcCode };
    const { status, json } = await erp.call({ method: "POST", url: "/Products", data });
    expect(status).toBe(400);
    expect(json.error).toMatch(/upcCode/);
    expect(json.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: "upcCode" })]));
  });

  it("POST /Products with a UPC that is not 11 digits is refused before the ERP", async () => {
    const before = await erp.erpRequests();
    const { status, json } = await erp.call({
      method: "POST",
      url: "/Products",
      data: { priceLineId: PRICE_LINES.open.id, description: "X", upcCode: "123" },
    });
    expect(status).toBe(400);
    expect(json.error).toMatch(/11 digits/);
    expect(await erp.erpRequests()).toBe(before);
  });
});
