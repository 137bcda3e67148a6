import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CROSS_REFERENCE, CUSTOMER_CROSS_REFERENCE } from "@/sim/erp/fixtures";
import { startErpSimOnRandomLoopback } from "@/sim/erp/random-loopback";
import type { ErpSim } from "@/sim/erp/server";
import { buildXrefFiles } from "@/sim/erp/xref";
import { signIn, type ErpClient, type List } from "./helpers";

let sim: ErpSim;
let erp: ErpClient;
beforeAll(async () => {
  sim = await startErpSimOnRandomLoopback();
  erp = await signIn(sim);
});
afterAll(() => sim.close());

function rows(csv: string, header: string): [string, string][] {
  const lines = csv.split(/\r?\n/).filter(Boolean);
  const at = lines.findIndex((l) => l.startsWith(header));
  expect(at).toBeGreaterThanOrEqual(0);
  return lines.slice(at + 1).map((l) => l.split(",") as [string, string]);
}

describe("buildXrefFiles", () => {
  const files = buildXrefFiles();
  const pn = rows(files["EDS.PN.XREF.csv"], "EDS_PN");
  const cus = rows(files["EDS.CUS.XREF.csv"], "EDS_CUSNUM");

  it("has a header row and thousands of (distributor id, partner id) rows", () => {
    expect(files["EDS.PN.XREF.csv"]).toMatch(/^.*\r\nEDS_PN,HER_PN\r\n/);
    expect(files["EDS.CUS.XREF.csv"]).toMatch(/\r\nEDS_CUSNUM,HER_CUSNUM\r\n/);
    expect(pn.length).toBeGreaterThan(4000);
    expect(cus.length).toBeGreaterThan(500);
    expect(new Set(pn.map((r) => r[0])).size).toBe(pn.length);
    expect(pn).toContainEqual([CROSS_REFERENCE.edsProductId, String(CROSS_REFERENCE.herProductId)]);
    expect(cus).toContainEqual([CUSTOMER_CROSS_REFERENCE.edsCustomerId, CUSTOMER_CROSS_REFERENCE.herCustomerId]);
    expect(pn.some((r) => r[1] === "")).toBe(true);
  });

  it("agrees with the ERP: EDS.PN.XREF records, products and customers", async () => {
    const rec = await erp.json<Record<string, string>>(`/UserDefined/EDS.PN.XREF?id=${CROSS_REFERENCE.edsProductId}`);
    expect(rec).toEqual({
      "@ID": CROSS_REFERENCE.edsProductId,
      FileName: "EDS.PN.XREF",
      HER_PN: String(CROSS_REFERENCE.herProductId),
      id: CROSS_REFERENCE.edsProductId,
    });
    for (const [eds, her] of pn.filter((r) => r[1]).slice(0, 300)) {
      const r = await erp.json<Record<string, string>>(`/UserDefined/EDS.PN.XREF?id=${eds}`);
      expect(r.HER_PN).toBe(her);
    }
    const sample = pn
      .filter((r) => r[1])
      .slice(0, 100)
      .map((r) => r[1]);
    const priced = await erp.json<List<{ productId: number }>>(
      `/ProductPricingMassInquiry?CustomerId=${CUSTOMER_CROSS_REFERENCE.herCustomerId}&${sample.map((id) => `ProductId=${id}`).join("&")}&PageSize=100&includeTotalItems=true`,
    );
    // Every mapped product exists, but for the handful the ERP no longer has.
    expect(priced.metadata.totalItems).toBeGreaterThanOrEqual(sample.length - 5);
    for (const [, her] of cus.filter((r) => r[1]).slice(0, 50))
      expect((await erp.get(`/Customers/${her}`)).status).toBe(200);
  });

  it("is deterministic per seed", () => {
    expect(buildXrefFiles(54)).toEqual(files);
    expect(buildXrefFiles(55)["EDS.PN.XREF.csv"]).not.toBe(files["EDS.PN.XREF.csv"]);
  });
});
