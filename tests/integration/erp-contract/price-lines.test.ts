import { describe, expect, it } from "vitest";
import { PRICE_LINES } from "@/sim/erp/fixtures";
import { setupContractEnv } from "./contract-env";
import { expectFields, expectList } from "./expect-fields";

const erp = setupContractEnv();

const LINE_FIELDS = {
  id: "string",
  description: "string",
  branchAccessList: "array",
  basisList: "array",
  globalBasisIds: "array",
  avgCostPriceLineBasis: "string",
  lastCostPriceLineBasis: "string",
  updateKey: "string",
} as const;

const branchIds = (line: { branchAccessList: { branchId: string }[] }) => line.branchAccessList.map((b) => b.branchId);

describe("ERP contract – price lines (spec 2 Price Line Access)", () => {
  it("GET /PriceLines: keyword search with a total and the price line fields", async () => {
    const { status, json } = await erp.call({
      method: "GET",
      url: "/PriceLines",
      params: { keyword: "pex", includeTotalItems: true },
    });
    expect(status).toBe(200);
    const results = expectList(json, { total: true });
    expect(results.map((l) => l.id)).toContain(PRICE_LINES.restricted.id);
    for (const l of results) expectFields(l, LINE_FIELDS, `price line ${l.id}`);
  });

  it("GET /PriceLines/{id}: branchAccessList entries with branchId, bases with basisName", async () => {
    const { status, json } = await erp.call({ method: "GET", url: `/PriceLines/${PRICE_LINES.restricted.id}` });
    expect(status).toBe(200);
    expectFields(json, LINE_FIELDS);
    expect(branchIds(json)).toEqual(PRICE_LINES.restricted.branchAccessList);
    for (const b of json.basisList) expectFields(b, { basisName: "string" }, "basisList[]");
  });

  it("PUT /PriceLines/{id}: saves the branch access list sent as branchId objects", async () => {
    const { json: line } = await erp.call({ method: "GET", url: `/PriceLines/${PRICE_LINES.restricted.id}` });
    const next = [...PRICE_LINES.restricted.branchAccessList, "ARLR"].map((branchId) => ({ branchId }));
    const saved = await erp.call({
      method: "PUT",
      url: `/PriceLines/${PRICE_LINES.restricted.id}`,
      data: { ...line, branchAccessList: next },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.updateKey).not.toBe(line.updateKey);
    const { json: read } = await erp.call({ method: "GET", url: `/PriceLines/${PRICE_LINES.restricted.id}` });
    expect(branchIds(read)).toEqual([...PRICE_LINES.restricted.branchAccessList, "ARLR"]);
  });

  it("PUT /PriceLines/{id} with a stale updateKey: 409 with the ERP's message, the other save kept", async () => {
    const { json: line } = await erp.call({ method: "GET", url: `/PriceLines/${PRICE_LINES.open.id}` });
    const first = await erp.call({
      method: "PUT",
      url: `/PriceLines/${PRICE_LINES.open.id}`,
      data: { ...line, branchAccessList: [{ branchId: "TNNA" }] },
    });
    expect(first.status).toBe(200);
    const stale = await erp.call({
      method: "PUT",
      url: `/PriceLines/${PRICE_LINES.open.id}`,
      data: { ...line, branchAccessList: [] },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatch(/changed by another user/i);
    const { json: read } = await erp.call({ method: "GET", url: `/PriceLines/${PRICE_LINES.open.id}` });
    expect(branchIds(read)).toEqual(["TNNA"]);
  });

  it("PUT /PriceLines/{id} with more than 20 bases: the ERP's 400, nothing saved", async () => {
    const { json: line } = await erp.call({ method: "GET", url: `/PriceLines/${PRICE_LINES.fullBasis.id}` });
    expect(line.basisList).toHaveLength(PRICE_LINES.fullBasis.basisCount);
    const tooMany = [...line.basisList, { basisName: "EXTRA" }];
    const { status, json } = await erp.call({
      method: "PUT",
      url: `/PriceLines/${PRICE_LINES.fullBasis.id}`,
      data: { ...line, basisList: tooMany },
    });
    expect(status).toBe(400);
    expect(json.error).toMatch(/at most 20 bases/i);
    const { json: read } = await erp.call({ method: "GET", url: `/PriceLines/${PRICE_LINES.fullBasis.id}` });
    expect(read.basisList).toHaveLength(PRICE_LINES.fullBasis.basisCount);
    expect(read.updateKey).toBe(line.updateKey);
  });

  it("PUT /PriceLines/{id} without an updateKey is refused before the ERP", async () => {
    const before = await erp.erpRequests();
    const { status } = await erp.call({
      method: "PUT",
      url: `/PriceLines/${PRICE_LINES.open.id}`,
      data: { branchAccessList: [] },
    });
    expect(status).toBe(400);
    expect(await erp.erpRequests()).toBe(before);
  });
});
