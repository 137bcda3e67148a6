// The customers with shipping facts (CLARIFICATIONS 61; fixtures FACT_CUSTOMERS): pinned records, built apart from the
// seeded generator and appended after it, so no generated record (nor any random pick among them) changes.
import { FACT_BRANCH, FACT_CUSTOMERS } from "../fixtures";
import { initialUpdateKey } from "../table";
import { COMPANIES, BRANCH_ROWS } from "./org";
import type { CarrierAccount, Customer, YesNo } from "./types";

type Facts = { residential?: YesNo; freightExempt?: YesNo; insuranceRequired?: YesNo; carrierAccount?: CarrierAccount };
type Site = { street: string; line2?: string; city: string; zip: string; phone: string };

const f = FACT_CUSTOMERS;
// Ship-tos near the branch (Murfreesboro), each a street the Shippo stand-in takes as it is, but the one it corrects.
const SITES: Record<string, Site> = {
  [f.residential.id]: { street: "418 Hollis Ct", city: "Murfreesboro", zip: "37130", phone: "615-867-2201" },
  [f.freightExempt.id]: { street: "2240 Southpark Blvd", city: "Murfreesboro", zip: "37128", phone: "615-893-5815" },
  [f.insured.id]: { street: "4508 Harding Pike", city: "Nashville", zip: "37205", phone: "615-298-4410" },
  [f.upsAccount.id]: { street: "1022 Industrial Dr", city: "Franklin", zip: "37064", phone: "615-790-3312" },
  [f.billToAccount.id]: {
    street: "300 Stones River Mall Blvd",
    city: "Murfreesboro",
    zip: "37129",
    phone: "615-896-0417",
  },
  [f.billToAccount.shipToId]: {
    street: "14 Model Home Cir",
    city: "Smyrna",
    zip: "37167",
    phone: "615-459-8821",
  },
  [f.everything.id]: {
    street: "5120 Lakeshore Dr",
    line2: "Apt 2",
    city: "Mount Juliet",
    zip: "37122",
    phone: "615-754-9902",
  },
  [f.suggested.id]: { street: "2207 Willow Bend Lane", city: "Murfreesboro", zip: "37129", phone: "615-890-6674" },
};

const branch = BRANCH_ROWS.find((b) => b[0] === FACT_BRANCH)!;
const territory = COMPANIES.find((c) => c.code === branch[1])!.territoryId;

function customer(
  id: string,
  name: string,
  p: { billToId: string; shipTos: string[]; facts: Facts; staff: readonly string[] },
): Customer {
  const site = SITES[id];
  return {
    id,
    name,
    nameIndex: name,
    sortBy: name.replace(/[^A-Z0-9 ]/g, "").slice(0, 12),
    addressLine1: site.street.toUpperCase(),
    addressLine2: (site.line2 ?? "").toUpperCase(),
    city: site.city.toUpperCase(),
    state: "TN",
    postalCode: site.zip,
    countryCode: "US",
    country: "US",
    phones: [{ number: site.phone, description: "MAIN" }],
    emails: [],
    isBillTo: p.billToId === id,
    isShipTo: true,
    billToId: p.billToId,
    types: [{ type: "BUILDER" }],
    shipToLists: p.shipTos.map((shipToId) => ({ shipToId })),
    contacts: [],
    defaultPriceClass: "B",
    insideSalesperson: p.staff[0] ?? "",
    outsideSalesperson: p.staff[0] ?? "",
    defaultPoNumber: "",
    defaultShipVia: "UPS GROUND",
    defaultTerms: "NET30",
    freightInExempt: false,
    freightOutExempt: p.facts.freightExempt === "Y",
    homeBranch: FACT_BRANCH,
    homeTerritory: territory,
    creditLimit: { value: 25000 },
    ...p.facts,
    updateKey: initialUpdateKey("customer", id),
  };
}

/** The fact customers, bill-tos first with their ship-tos after them. */
export function buildFactCustomers(staff: readonly string[]): Customer[] {
  const own = (c: { id: string; name: string }, facts: Facts) =>
    customer(c.id, c.name, { billToId: c.id, shipTos: [c.id], facts, staff });
  const no: YesNo = "N";
  const b = f.billToAccount;
  return [
    own(f.residential, { residential: "Y", freightExempt: no, insuranceRequired: no }),
    own(f.freightExempt, { residential: no, freightExempt: "Y", insuranceRequired: no }),
    own(f.insured, { residential: no, freightExempt: no, insuranceRequired: "Y" }),
    own(f.upsAccount, { residential: no, freightExempt: no, carrierAccount: { ...f.upsAccount.carrierAccount } }),
    customer(b.id, b.name, {
      billToId: b.id,
      shipTos: [b.id, b.shipToId],
      facts: { freightExempt: no, carrierAccount: { ...b.carrierAccount } },
      staff,
    }),
    customer(b.shipToId, b.shipToName, { billToId: b.id, shipTos: [], facts: { residential: "Y" }, staff }),
    own(f.everything, {
      residential: "Y",
      freightExempt: no,
      insuranceRequired: "Y",
      carrierAccount: { ...f.everything.carrierAccount },
    }),
    own(f.suggested, {}),
  ];
}
