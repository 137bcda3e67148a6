// Vendors (ERP contract, sim/erp/README.md, spec 2 "Add Vendors"): search, read, and create with field validation.
import type { Vendor } from "../data/types";
import { FREIGHT_TERMS, VENDOR_TYPES } from "../data/vendors";
import { isRecord, requireRecord } from "../http";
import type { Router } from "../router";
import { initialUpdateKey } from "../table";
import { NESTED, bumped, listAndGet, refuse, type FieldError } from "./common";
import type { Env } from "../env";

const text = (v: Vendor) => `${v.id} ${v.name} ${v.nameIndex} ${v.city} ${v.state} ${v.type}`;

const COUNTRIES = ["USA", "US", "CAN", "CA", "MEX", "MX"];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const str = (v: unknown) => (typeof v === "string" ? v.trim() : v === undefined || v === null ? "" : String(v).trim());

/** Checks a new vendor the way the ERP's entity maintenance would; every problem is reported at once. */
function validate(env: Env, b: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  const err = (field: string, message: string) => errors.push({ field, message });
  const name = str(b.name);
  if (!name) err("name", "Name is required");
  else if (name.length > 35) err("name", "Name may not exceed 35 characters");
  const nameIndex = str(b.nameIndex);
  if (!nameIndex) err("nameIndex", "Name index is required");
  else if (nameIndex.length > 35) err("nameIndex", "Name index may not exceed 35 characters");
  else
    for (const v of env.vendors.values())
      if (v.nameIndex.toUpperCase() === nameIndex.toUpperCase())
        err("nameIndex", `Name index '${nameIndex}' is already used by vendor ${v.id}`);
  if (str(b.sortBy).length > 12) err("sortBy", "Sort by may not exceed 12 characters");
  if (!str(b.addressLine1)) err("addressLine1", "Address line 1 is required");
  if (!str(b.city)) err("city", "City is required");
  if (!/^[A-Za-z]{2}$/.test(str(b.state))) err("state", "State must be a 2-letter code");
  if (!/^\d{5}(-\d{4})?$/.test(str(b.postalCode)))
    err("postalCode", "Postal code must be 5 or 9 digits (12345 or 12345-6789)");
  if (b.countryCode !== undefined && !COUNTRIES.includes(str(b.countryCode).toUpperCase()))
    err("countryCode", `Country code must be one of ${COUNTRIES.join(", ")}`);
  const type = str(b.type).toUpperCase();
  if (!type) err("type", "Vendor type is required");
  else if (!VENDOR_TYPES.includes(type)) err("type", `Vendor type '${type}' is not valid`);
  const terms = str(b.defaultTerms);
  if (terms && !env.terms.has(terms)) err("defaultTerms", `Terms code '${terms}' was not found`);
  const shipVia = str(b.defaultShipVia);
  if (shipVia && !env.shipVias.has(shipVia)) err("defaultShipVia", `Ship via '${shipVia}' was not found`);
  const freight = str(b.freight);
  if (freight && !FREIGHT_TERMS.some((f) => f.toUpperCase() === freight.toUpperCase()))
    err("freight", `Freight must be one of ${FREIGHT_TERMS.join(", ")}`);
  if (b.backOrderDays !== undefined && !/^\d{1,3}$/.test(str(b.backOrderDays)))
    err("backOrderDays", "Back order days must be a whole number of days");
  if (b.emails !== undefined) {
    if (!NESTED.emails(b.emails)) err("emails", "Emails must be a list of { address }");
    else
      for (const e of b.emails as { address: string }[])
        if (!EMAIL.test(e.address)) err("emails", `'${e.address}' is not a valid email address`);
  }
  if (b.phones !== undefined) {
    if (!NESTED.phones(b.phones)) err("phones", "Phones must be a list of { number, description }");
    else
      for (const p of b.phones as { number: string }[])
        if (p.number.replace(/\D/g, "").length < 7) err("phones", `'${p.number}' is not a valid phone number`);
  }
  const isPayTo = b.isPayTo === true;
  const isShipFrom = b.isShipFrom === true;
  if (!isPayTo && !isShipFrom) err("isPayTo", "A vendor must be a pay-to, a ship-from, or both");
  if (isShipFrom && !isPayTo) {
    const payTo = env.vendors.get(str(b.payToId));
    if (!str(b.payToId)) err("payToId", "A ship-from vendor needs its pay-to vendor");
    else if (!payTo || !payTo.isPayTo) err("payToId", `Pay-to vendor '${str(b.payToId)}' was not found`);
  }
  if (isShipFrom) {
    if (!env.branches.has(str(b.homeBranch))) err("homeBranch", `Branch '${str(b.homeBranch)}' was not found`);
    if (!env.territories.has(str(b.homeTerritory)))
      err("homeTerritory", `Territory '${str(b.homeTerritory)}' was not found`);
  }
  return errors;
}

export function vendorRoutes(router: Router) {
  listAndGet(router, "/Vendors", "Vendor", (c) => c.env.vendors, text);

  router.post("/Vendors", ({ env, body }) => {
    const b = requireRecord(body);
    refuse(validate(env, b), "The vendor could not be saved: validation failed");
    const id = String(env.nextId("vendor", 600001));
    const up = (k: string) => str(b[k]).toUpperCase();
    const isShipFrom = b.isShipFrom === true;
    const isPayTo = b.isPayTo === true;
    const vendor: Vendor = {
      id,
      name: up("name"),
      nameIndex: up("nameIndex"),
      sortBy: up("sortBy") || up("name").slice(0, 12),
      addressLine1: up("addressLine1"),
      addressLine2: up("addressLine2"),
      city: up("city"),
      state: up("state"),
      postalCode: str(b.postalCode),
      countryCode: up("countryCode") || "USA",
      isPayTo,
      isShipFrom,
      isFreightVendor: b.isFreightVendor === true,
      isManufacturer: b.isManufacturer === true,
      payToId: isShipFrom && !isPayTo ? str(b.payToId) : "",
      type: up("type"),
      defaultShipVia: up("defaultShipVia") || "BEST WAY",
      freight: FREIGHT_TERMS.find((f) => f.toUpperCase() === up("freight")) ?? "Freight Allowed",
      defaultTerms: up("defaultTerms") || "NET30",
      backOrderDays: str(b.backOrderDays) || "7",
      emails: (b.emails as Vendor["emails"] | undefined) ?? [],
      phones: ((b.phones as Vendor["phones"] | undefined) ?? []).map((p) =>
        isRecord(p) && p.description ? p : { number: p.number },
      ),
      homeBranch: isShipFrom ? up("homeBranch") : "",
      homeTerritory: isShipFrom ? up("homeTerritory") : "",
      shipFromLists: [],
      updateKey: initialUpdateKey("vendor", id),
    };
    env.vendors.put(vendor);
    if (vendor.payToId) {
      const payTo = env.vendors.get(vendor.payToId)!;
      env.vendors.put(bumped({ ...payTo, shipFromLists: [...payTo.shipFromLists, { shipFromId: id }] }));
    }
    return vendor;
  });
}
