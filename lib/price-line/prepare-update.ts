import type { PriceLine, PriceLineUpdate } from "@/lib/erp/schemas/price-line";
import { MAX_PRICE_LINE_BASES } from "./constants";

type Basis = { basisName?: string | null };
const named = <T extends Basis>(list: readonly T[]) => list.filter((b) => (b.basisName ?? "").trim() !== "");

/**
 * Spec 2 section 5, before saving: entries of basisList and globalBasisIds with an empty basisName are dropped,
 * and basisList is trimmed from the end so that it plus the average- and last-cost bases stay within 20.
 */
export function cleanBases<
  T extends Basis,
  L extends {
    basisList: T[];
    globalBasisIds: T[];
    avgCostPriceLineBasis?: string | null;
    lastCostPriceLineBasis?: string | null;
  },
>(line: L): L {
  const fixed = (line.avgCostPriceLineBasis?.trim() ? 1 : 0) + (line.lastCostPriceLineBasis?.trim() ? 1 : 0);
  const basisList = named(line.basisList).slice(0, Math.max(0, MAX_PRICE_LINE_BASES - fixed));
  return { ...line, basisList, globalBasisIds: named(line.globalBasisIds) };
}

/** The whole price line as read, with the new branch access list (as branchId objects) and clean bases. */
export function buildPriceLineUpdate(current: PriceLine, branchIds: readonly string[]): PriceLineUpdate {
  const cleaned = cleanBases(current);
  return {
    ...cleaned,
    updateKey: current.updateKey ?? "",
    branchAccessList: branchIds.map((branchId) => ({ branchId })),
    basisList: cleaned.basisList.map((b) => ({ ...b, basisName: b.basisName ?? "" })),
    globalBasisIds: cleaned.globalBasisIds.map((b) => ({ ...b, basisName: b.basisName ?? "" })),
  };
}
