import { describe, expect, it } from "vitest";
import type { PriceLine } from "@/lib/erp/schemas/price-line";
import { MAX_PRICE_LINE_BASES } from "@/lib/price-line/constants";
import { buildPriceLineUpdate, cleanBases } from "@/lib/price-line/prepare-update";

const bases = (...names: string[]) =>
  names.map((basisName) => ({ basisName, description: basisName ? `${basisName} PRICING` : "" }));
const numbered = (n: number) => bases(...Array.from({ length: n }, (_, i) => `B${i + 1}`));
const line = (over: Partial<PriceLine> = {}): PriceLine => ({
  id: "UPON-PEX",
  description: "UPONOR PEX",
  branchAccessList: [{ branchId: "TNNA" }],
  basisList: bases("LIST", "REP-COST"),
  globalBasisIds: bases("LIST"),
  avgCostPriceLineBasis: "AVG-COST",
  lastCostPriceLineBasis: "LAST-COST",
  updateKey: "K1",
  ...over,
});

describe("cleanBases (spec 2 section 5)", () => {
  it("drops basisList and globalBasisIds entries with an empty basisName", () => {
    const cleaned = cleanBases(line({ basisList: bases("LIST", "", "C1", "  "), globalBasisIds: bases("", "LIST") }));
    expect(cleaned.basisList.map((b) => b.basisName)).toEqual(["LIST", "C1"]);
    expect(cleaned.globalBasisIds.map((b) => b.basisName)).toEqual(["LIST"]);
  });

  it("drops entries whose basisName is missing altogether", () => {
    const cleaned = cleanBases(
      line({
        basisList: [
          { basisName: null, description: "x" },
          { basisName: "C2", description: null },
        ],
      }),
    );
    expect(cleaned.basisList.map((b) => b.basisName)).toEqual(["C2"]);
  });

  it("caps basisList plus the average- and last-cost bases at 20, trimming from the end", () => {
    const cleaned = cleanBases(line({ basisList: numbered(21) }));
    expect(cleaned.basisList).toHaveLength(MAX_PRICE_LINE_BASES - 2);
    expect(cleaned.basisList.at(-1)?.basisName).toBe("B18");
  });

  it("counts only the cost bases that are set", () => {
    expect(cleanBases(line({ basisList: numbered(21), avgCostPriceLineBasis: "" })).basisList).toHaveLength(19);
    expect(
      cleanBases(line({ basisList: numbered(21), avgCostPriceLineBasis: null, lastCostPriceLineBasis: " " })).basisList,
    ).toHaveLength(20);
  });

  it("cleans before it counts: empty names never take a place under the cap", () => {
    const cleaned = cleanBases(line({ basisList: [...bases("", ""), ...numbered(18)] }));
    expect(cleaned.basisList.map((b) => b.basisName)).toEqual(numbered(18).map((b) => b.basisName));
  });

  it("leaves a line within the limit as it is", () => {
    const cleaned = cleanBases(line({ basisList: numbered(18) }));
    expect(cleaned.basisList).toHaveLength(18);
  });
});

describe("buildPriceLineUpdate", () => {
  it("sends the whole line back with its update key, the new branches as branchId objects, and clean bases", () => {
    const current = line({ basisList: bases("LIST", ""), vendorId: "500010" } as Partial<PriceLine>);
    const update = buildPriceLineUpdate(current, ["TNNA", "ARLR"]);
    expect(update).toMatchObject({
      id: "UPON-PEX",
      updateKey: "K1",
      vendorId: "500010",
      branchAccessList: [{ branchId: "TNNA" }, { branchId: "ARLR" }],
    });
    expect(update.basisList?.map((b) => b.basisName)).toEqual(["LIST"]);
  });

  it("an empty list opens the line to every branch", () => {
    expect(buildPriceLineUpdate(line(), []).branchAccessList).toEqual([]);
  });
});
