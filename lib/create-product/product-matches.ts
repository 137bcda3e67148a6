import type { Product } from "@/lib/erp/schemas/product";

export type ProductMatch = {
  id: string | number;
  description: string;
  catalogNumber: string;
  upcCode: string;
  priceLineId: string;
  inactive: boolean;
  /** What it shares with the product about to be created. */
  sameUpc: boolean;
  sameCatalogNumber: boolean;
};

const same = (a: string | null | undefined, b: string) => (a ?? "").trim().toUpperCase() === b.trim().toUpperCase();

/** Existing products with the same UPC or the same catalog number (case and spaces aside), each once. */
export function productMatches(
  products: readonly Product[],
  wanted: { upcCode: string; catalogNumber: string },
): ProductMatch[] {
  const seen = new Set<string>();
  const out: ProductMatch[] = [];
  for (const p of products) {
    const sameUpc = wanted.upcCode !== "" && same(p.upcCode, wanted.upcCode);
    const sameCatalogNumber = wanted.catalogNumber.trim() !== "" && same(p.catalogNumber, wanted.catalogNumber);
    if ((!sameUpc && !sameCatalogNumber) || seen.has(String(p.id))) continue;
    seen.add(String(p.id));
    out.push({
      id: p.id,
      description: p.description ?? "",
      catalogNumber: p.catalogNumber ?? "",
      upcCode: p.upcCode ?? "",
      priceLineId: p.priceLineId ?? "",
      inactive: Boolean(p.inactive),
      sameUpc,
      sameCatalogNumber,
    });
  }
  return out;
}

/** A product the ERP holds that is the very one a create would make (a lost attempt's record). */
export function isSameProduct(
  p: Product,
  payload: { priceLineId: string; description: string; catalogNumber: string; upcCode: string },
): boolean {
  return (
    same(p.priceLineId, payload.priceLineId) &&
    same(p.description, payload.description) &&
    same(p.catalogNumber, payload.catalogNumber) &&
    same(p.upcCode, payload.upcCode)
  );
}
