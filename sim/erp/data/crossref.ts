// Cross-references from the distributor's (EDS) ids to this ERP's ids: EDS.PN.XREF (product) and
// EDS.CUS.XREF (customer). EDS ids follow a fixed bijection so the fixtures hold for every seed; which
// records are cross-referenced (and the few broken rows) depends on the seed.
import { CROSS_REFERENCE, CUSTOMER_CROSS_REFERENCE } from "../fixtures";
import { unitHash } from "../rng";
import type { Customer, Product } from "./types";

/** 7-digit EDS product ids: a multiplicative bijection modulo a prime, so no two products share one. */
export const edsProductId = (productId: number) => String(1_000_000 + ((productId * 7919) % 899_981));
/** 6-digit EDS customer ids. */
export const edsCustomerId = (customerId: string) => String(200_000 + ((Number(customerId) * 7907) % 99_991));

export type CrossRefs = {
  /** EDS product id -> ERP product id ("" for a row with no partner, or an id the ERP no longer has). */
  products: Map<string, string>;
  customers: Map<string, string>;
};

/** ERP product ids that a few cross-reference rows still point at although the products are gone. */
export const DISCONTINUED_PRODUCT_IDS = [199_001, 199_002, 199_003, 199_004, 199_005];

export function buildCrossRefs(seed: number, products: readonly Product[], customers: readonly Customer[]): CrossRefs {
  const productMap = new Map<string, string>();
  for (const p of products) {
    const r = unitHash(seed, "pnxref", p.id);
    if (p.id === CROSS_REFERENCE.herProductId || r < 0.92) productMap.set(edsProductId(p.id), String(p.id));
    else if (r < 0.93) productMap.set(edsProductId(p.id), "");
  }
  for (const gone of DISCONTINUED_PRODUCT_IDS) productMap.set(edsProductId(gone), String(gone));

  const customerMap = new Map<string, string>();
  for (const c of customers) {
    if (c.types[0]?.type === "BRANCH") continue;
    const r = unitHash(seed, "cusxref", c.id);
    if (c.id === CUSTOMER_CROSS_REFERENCE.herCustomerId || r < 0.95) customerMap.set(edsCustomerId(c.id), c.id);
    else if (r < 0.96) customerMap.set(edsCustomerId(c.id), "");
  }
  return { products: productMap, customers: customerMap };
}
