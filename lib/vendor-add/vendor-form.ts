import type { TerritoryCompany } from "@/lib/erp/territory-companies";
import type { Vendor } from "@/lib/erp/schemas/vendor";
import { NEW_PAY_TO_TERMS, SORT_BY_LENGTH, VENDOR_DEFAULTS } from "./constants";
import { emailLines, parseEmails, parsePhones, phoneLines } from "./contact-lines";

/** A vendor as its form holds it (all text; emails and phones one per line). */
export type VendorForm = {
  name: string;
  nameIndex: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  countryCode: string;
  sortBy: string;
  type: string;
  defaultShipVia: string;
  freight: string;
  defaultTerms: string;
  backOrderDays: string;
  emails: string;
  phones: string;
  /** Ship-from vendors only: their pay-to and the company's home branch and territory. */
  payToId: string;
  homeBranch: string;
  homeTerritory: string;
};

/** A new pay-to with the spec's defaults (countryCode USA, BEST WAY, Freight Allowed, NET30, 7 days). */
export function newPayToForm(): VendorForm {
  return {
    name: "",
    nameIndex: "",
    addressLine1: "",
    addressLine2: "",
    city: "",
    state: "",
    postalCode: "",
    sortBy: "",
    type: "",
    emails: "",
    phones: "",
    payToId: "",
    homeBranch: "",
    homeTerritory: "",
    ...VENDOR_DEFAULTS,
    defaultTerms: NEW_PAY_TO_TERMS,
  };
}

/** Spec 2 section 5, when Name loses focus: upper case; the index defaults to it; sortBy is its first 12 characters. */
export function nameBlurred(form: VendorForm): VendorForm {
  const name = form.name.toUpperCase();
  return {
    ...form,
    name,
    nameIndex: form.nameIndex.trim() ? form.nameIndex : name,
    sortBy: name.slice(0, SORT_BY_LENGTH),
  };
}

/** Spec 2 section 5: address line 1 is upper-cased when it loses focus. */
export function addressBlurred(form: VendorForm): VendorForm {
  return { ...form, addressLine1: form.addressLine1.toUpperCase() };
}

/** Spec 2 section 5: `{first word of name} - {code} SHIP FROM`. */
export function shipFromIndex(name: string, code: string): string {
  const first = name.trim().split(/\s+/)[0]?.toUpperCase() || "VENDOR";
  return `${first} - ${code} SHIP FROM`;
}

/** A ship-from for one of the seven companies, filled in from its pay-to. */
export function shipFromForm(payTo: Vendor, company: TerritoryCompany): VendorForm {
  const up = (v: string | null | undefined) => (v ?? "").trim().toUpperCase();
  return {
    name: up(payTo.name),
    nameIndex: shipFromIndex(payTo.name ?? "", company.code),
    addressLine1: up(payTo.addressLine1),
    addressLine2: up(payTo.addressLine2),
    city: up(payTo.city),
    state: up(payTo.state),
    postalCode: (payTo.postalCode ?? "").trim(),
    countryCode: up(payTo.countryCode) || VENDOR_DEFAULTS.countryCode,
    sortBy: up(payTo.sortBy) || up(payTo.name).slice(0, SORT_BY_LENGTH),
    type: up(payTo.type),
    defaultShipVia: VENDOR_DEFAULTS.defaultShipVia,
    freight: VENDOR_DEFAULTS.freight,
    defaultTerms: up(payTo.defaultTerms) || NEW_PAY_TO_TERMS,
    backOrderDays: VENDOR_DEFAULTS.backOrderDays,
    emails: emailLines(payTo.emails),
    phones: phoneLines(payTo.phones),
    payToId: payTo.id,
    homeBranch: company.homeBranch,
    homeTerritory: company.territoryId,
  };
}

/** The entity POST /Vendors takes (spec 2 section 3): text trimmed, backOrderDays sent as a string. */
export function vendorEntity(form: VendorForm, role: "payTo" | "shipFrom") {
  const t = (v: string) => v.trim();
  const shipFrom = role === "shipFrom";
  return {
    name: t(form.name),
    nameIndex: t(form.nameIndex),
    sortBy: t(form.sortBy),
    addressLine1: t(form.addressLine1),
    addressLine2: t(form.addressLine2),
    city: t(form.city),
    state: t(form.state),
    postalCode: t(form.postalCode),
    countryCode: t(form.countryCode) || VENDOR_DEFAULTS.countryCode,
    type: t(form.type),
    defaultShipVia: t(form.defaultShipVia),
    freight: t(form.freight),
    defaultTerms: t(form.defaultTerms),
    backOrderDays: String(t(form.backOrderDays)),
    emails: parseEmails(form.emails),
    phones: parsePhones(form.phones),
    isPayTo: !shipFrom,
    isShipFrom: shipFrom,
    isFreightVendor: false,
    isManufacturer: false,
    ...(shipFrom
      ? { payToId: t(form.payToId), homeBranch: t(form.homeBranch), homeTerritory: t(form.homeTerritory) }
      : {}),
  };
}
export type VendorEntity = ReturnType<typeof vendorEntity>;
