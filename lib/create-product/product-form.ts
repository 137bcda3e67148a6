import { MAX_DESCRIPTION } from "./constants";
import { CREATE_PRODUCT_MESSAGES as MSG } from "./messages";

/** What the Create New Product form holds, as typed. */
export type ProductForm = {
  priceLineId: string;
  /** UD.PRICELINE SHORT.CODE of the price line ("" when it has none). */
  shortCode: string;
  description: string;
  catalogNumber: string;
  upcCode: string;
  repCost: string;
};

export const EMPTY_FORM: ProductForm = {
  priceLineId: "",
  shortCode: "",
  description: "",
  catalogNumber: "",
  upcCode: "",
  repCost: "",
};

/** Spec 2 section 5: empty is allowed; otherwise exactly 11 characters, and digits only. Each broken rule says so. */
export function upcErrors(upc: string): string[] {
  if (upc === "") return [];
  const errors: string[] = [];
  if (upc.length !== 11) errors.push(MSG.upcLength);
  if (!/^\d+$/.test(upc)) errors.push(MSG.upcNumeric);
  return errors;
}

/**
 * The product's description as the ERP will hold it: `{SHORT.CODE}.{catalog number} {DESCRIPTION}`, leaving out
 * what is missing (no short code: the catalog number alone; no catalog number: the short code alone).
 */
export function previewDescription(form: Pick<ProductForm, "shortCode" | "catalogNumber" | "description">): string {
  const code = form.shortCode.trim();
  const catalog = form.catalogNumber.trim().toUpperCase();
  const prefix = code && catalog ? `${code}.${catalog}` : code || catalog;
  const description = form.description.trim().toUpperCase();
  return description ? [prefix, description].filter(Boolean).join(" ") : "";
}

/** REP-COST as a number: undefined when empty, NaN when it is not a number of 0 or more. */
export function parseRepCost(text: string): number | undefined {
  const t = text.trim();
  if (!t) return undefined;
  const n = Number(t);
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 10000) / 10000 : NaN;
}

/** The record to create (the JSON the preview shows and Copy copies). */
export function productPayload(form: ProductForm) {
  const repCost = parseRepCost(form.repCost);
  return {
    priceLineId: form.priceLineId,
    description: previewDescription(form),
    catalogNumber: form.catalogNumber.trim().toUpperCase(),
    upcCode: form.upcCode,
    ...(repCost === undefined || Number.isNaN(repCost) ? {} : { repCost }),
  };
}
export type ProductPayload = ReturnType<typeof productPayload>;

/** Why Create Product cannot run yet; empty when it can. */
export function formProblems(form: ProductForm): string[] {
  const problems: string[] = [];
  if (!form.priceLineId) problems.push("Choose a price line");
  if (!form.description.trim()) problems.push("Enter a description");
  if (previewDescription(form).length > MAX_DESCRIPTION) problems.push(MSG.descriptionTooLong);
  problems.push(...upcErrors(form.upcCode));
  if (Number.isNaN(parseRepCost(form.repCost))) problems.push(MSG.repCost);
  return problems;
}
