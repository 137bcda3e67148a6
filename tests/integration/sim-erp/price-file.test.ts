import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startErpSimOnRandomLoopback } from "@/sim/erp/random-loopback";
import { buildPriceFile } from "@/sim/erp/price-file";
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

const mapOf = (csv: string) =>
  new Map(
    csv
      .split(/\r?\n/)
      .filter((l) => /^\d/.test(l))
      .map((l) => l.split(",") as [string, string]),
  );

describe("buildPriceFile", () => {
  const { csv, rows } = buildPriceFile({ rows: 120 });

  it("has 9 header lines, then one row per invoiced line with the spec's columns", () => {
    const lines = csv.split("\r\n").slice(0, -1);
    expect(lines.length).toBe(9 + 120);
    // Descriptions may be quoted (inch marks); the columns the portal reads are numeric or plain.
    const first = lines[9].replace(/"(?:[^"]|"")*"/g, "DESC").split(",");
    expect(first.length).toBeGreaterThanOrEqual(8);
    expect(first[2]).toMatch(/^S\d+\.\d{3}$/);
    expect(Number(first[3])).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(["exact", "tiny", "large", "unmapped"]));
  });

  it("agrees with the cross-references and today's ERP prices", async () => {
    const xref = buildXrefFiles();
    const pn = mapOf(xref["EDS.PN.XREF.csv"]);
    const cus = mapOf(xref["EDS.CUS.XREF.csv"]);
    for (const r of rows) {
      if (r.kind === "unmapped") {
        expect(pn.has(r.edsProductId)).toBe(false);
        continue;
      }
      const productId = pn.get(r.edsProductId)!;
      const customerId = cus.get(r.customerId)!;
      expect(productId).toBeTruthy();
      expect(customerId).toBeTruthy();
      const { results } = await erp.json<List<{ productUnitPrice: { value: number }; pricingPerQuantity: number }>>(
        `/ProductPricingMassInquiry?CustomerId=${customerId}&ProductId=${productId}`,
      );
      const each = results[0].productUnitPrice.value / results[0].pricingPerQuantity;
      const diff = Math.abs(r.actualSellPrice - each);
      if (r.kind === "exact") expect(diff).toBeLessThan(1e-9);
      if (r.kind === "tiny") {
        expect(diff).toBeGreaterThan(0);
        expect(diff).toBeLessThan(0.06);
      }
      if (r.kind === "large") expect(diff).toBeGreaterThan(0);
    }
  });
});
