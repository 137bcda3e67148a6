import { UPLOADS_FOLDER } from "@/lib/storage/company-key";

/**
 * The two cross-reference exports Price Comparison resolves ids through (spec 2 section 7: downloaded from the
 * company's storage as data/uploads/EDS.PN.XREF.csv and data/uploads/EDS.CUS.XREF.csv). Each opens with a
 * header row whose first cell starts with `headerPrefix` (CLARIFICATIONS 38).
 */
export const CROSS_REFERENCE_FILES = {
  products: { key: `${UPLOADS_FOLDER}/EDS.PN.XREF.csv`, headerPrefix: "EDS_PN", label: "product" },
  customers: { key: `${UPLOADS_FOLDER}/EDS.CUS.XREF.csv`, headerPrefix: "EDS_CUSNUM", label: "customer" },
} as const;

export type CrossReferenceKind = keyof typeof CROSS_REFERENCE_FILES;

/** Distributor (EDS) id -> partner (HER) id. */
export type CrossReferenceMap = ReadonlyMap<string, string>;

export type CrossReferences = { products: CrossReferenceMap; customers: CrossReferenceMap };
