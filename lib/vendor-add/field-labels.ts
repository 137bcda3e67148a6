import type { VendorForm } from "./vendor-form";

export type VendorFieldName = keyof VendorForm;

/** The vendor fields as the ERP's vendor screen labels them: the form's labels and its error messages' names. */
export const VENDOR_FIELD_LABELS: Record<VendorFieldName, string> = {
  name: "Name",
  nameIndex: "Index",
  addressLine1: "Address Line 1",
  addressLine2: "Address Line 2",
  city: "City",
  state: "State",
  postalCode: "Zip",
  countryCode: "Country Code",
  sortBy: "Sort By",
  type: "Type",
  defaultShipVia: "Default Ship Via",
  freight: "Freight Terms",
  defaultTerms: "Default Terms",
  backOrderDays: "Back Order Days",
  emails: "Emails",
  phones: "Phones",
  payToId: "Pay-To ID",
  homeBranch: "Home Branch",
  homeTerritory: "Home Territory",
};

/** The fields the ERP refuses a vendor without (the form marks them required; the ERP still has the last word). */
export const VENDOR_REQUIRED_FIELDS: ReadonlySet<VendorFieldName> = new Set<VendorFieldName>([
  "name",
  "nameIndex",
  "addressLine1",
  "city",
  "state",
  "postalCode",
  "type",
]);

/**
 * The form field an error names: the ERP's `postalCode`, our check's `vendor.postalCode`, or a list item's
 * `emails.1.address` all belong to one field; null for a name the form does not show.
 */
export function vendorFieldOf(path: string): VendorFieldName | null {
  const name = path.replace(/^vendor\./, "").split(".")[0];
  return Object.hasOwn(VENDOR_FIELD_LABELS, name) ? (name as VendorFieldName) : null;
}

/** An error's field in words: the form's label, else the key spelled out ("isPayTo" → "Is pay to"). */
export function vendorFieldLabel(path: string): string {
  const field = vendorFieldOf(path);
  if (field) return VENDOR_FIELD_LABELS[field];
  const last =
    path
      .split(".")
      .filter((p) => !/^\d+$/.test(p))
      .pop() ?? "";
  const words = last.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : "Vendor";
}
