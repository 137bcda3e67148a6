// Customers: bill-to accounts with their ship-to accounts, plus one entity per branch (the branch address).
import {
  CUSTOMER_WITHOUT_INVOICES,
  FACT_CUSTOMERS,
  INVOICE_CUSTOMER,
  QUEUE_CUSTOMERS,
  TEXAS_SHIP_TO,
} from "../fixtures";
import { Rng } from "../rng";
import { initialUpdateKey } from "../table";
import { address, companyDomain, phoneNumber, type Address } from "./people";
import { BRANCH_ROWS, COD_TERMS, COMPANIES, branchEntityId } from "./org";
import type { Customer } from "./types";
import { COMPANY_SUFFIXES, COMPANY_WORDS, DOMAINS_TLD, LAST_NAMES, PLACES } from "./words";

const PRICE_CLASSES: readonly (readonly [string, number])[] = [
  ["A", 3],
  ["B", 5],
  ["C", 4],
  ["CONTR", 4],
  ["PLUMB1", 2],
  ["HVAC1", 2],
  ["RETAIL", 1],
];
const CUSTOMER_TYPES = [
  "PLUMBING",
  "HVAC",
  "BUILDER",
  "REMODELER",
  "MECHANICAL",
  "MUNICIPAL",
  "INDUSTRIAL",
  "PROPERTY MGMT",
];
const SHIP_VIAS = ["OUR TRUCK", "WILL CALL", "UPS GROUND", "FEDEX GROUND", "BEST WAY", "OUR TRUCK", "WILL CALL"];
const SITE_NAMES = ["SHOP", "WAREHOUSE", "SERVICE DEPT", "JOBSITE", "YARD", "NORTH OFFICE", "SOUTH OFFICE"];

type Draft = {
  id: string;
  name: string;
  addr: Address;
  billToId: string;
  isBillTo: boolean;
  homeBranch: string;
  phone: Customer["phones"];
  email: string;
};

function finish(rng: Rng, d: Draft, staff: readonly string[], shipTos: string[], terms: string): Customer {
  const company = COMPANIES.find((c) => BRANCH_ROWS.some((b) => b[0] === d.homeBranch && b[1] === c.code))!;
  return {
    id: d.id,
    name: d.name,
    nameIndex: d.name,
    sortBy: d.name.replace(/[^A-Z0-9 ]/g, "").slice(0, 12),
    addressLine1: d.addr.addressLine1.toUpperCase(),
    addressLine2: d.addr.addressLine2.toUpperCase(),
    city: d.addr.city.toUpperCase(),
    state: d.addr.state,
    postalCode: d.addr.postalCode,
    countryCode: "US",
    country: "US",
    phones: d.phone,
    emails: d.email ? [{ address: d.email }] : [],
    isBillTo: d.isBillTo,
    isShipTo: true,
    billToId: d.billToId,
    types: [{ type: rng.pick(CUSTOMER_TYPES) }],
    shipToLists: shipTos.map((shipToId) => ({ shipToId })),
    contacts: [],
    defaultPriceClass: rng.weighted(PRICE_CLASSES),
    insideSalesperson: rng.pick(staff),
    outsideSalesperson: rng.pick(staff),
    defaultPoNumber: "",
    defaultShipVia: rng.pick(SHIP_VIAS),
    defaultTerms: terms,
    freightInExempt: rng.chance(0.2),
    freightOutExempt: rng.chance(0.1),
    homeBranch: d.homeBranch,
    homeTerritory: company.territoryId,
    creditLimit: { value: terms.startsWith("COD") ? 0 : rng.pick([5000, 10000, 25000, 50000, 100000]) },
    updateKey: initialUpdateKey("customer", d.id),
  };
}

function branchEntities(rng: Rng, staff: readonly string[]): Customer[] {
  return BRANCH_ROWS.map(([branchId, code, city, state, street, zip, phone], i) => {
    const draft: Draft = {
      id: branchEntityId(i),
      name: `${code} SUPPLY - ${city.toUpperCase()}`,
      addr: { addressLine1: street, addressLine2: "", city, state, postalCode: zip, areaCode: phone.slice(0, 3) },
      billToId: branchEntityId(i),
      isBillTo: true,
      homeBranch: branchId,
      phone: [{ number: phone, description: "MAIN" }],
      email: `${branchId.toLowerCase()}.shipping@${code.toLowerCase()}supply.com`,
    };
    return { ...finish(rng, draft, staff, [], "NET30"), types: [{ type: "BRANCH" }] };
  });
}

/** Accounts whose orders the fixtures count: random orders never pick them. */
export const PINNED_CUSTOMER_IDS: ReadonlySet<string> = new Set([
  INVOICE_CUSTOMER.id,
  INVOICE_CUSTOMER.shipToId,
  INVOICE_CUSTOMER.otherShipToId,
  CUSTOMER_WITHOUT_INVOICES.id,
  QUEUE_CUSTOMERS.cod.id,
  QUEUE_CUSTOMERS.net30.id,
  QUEUE_CUSTOMERS.net30.shipToId,
  ...Object.values(FACT_CUSTOMERS).map((c) => c.id),
  FACT_CUSTOMERS.billToAccount.shipToId,
  TEXAS_SHIP_TO.id,
]);

export function buildCustomers(seed: number, staff: readonly string[]): Customer[] {
  const rng = new Rng(seed, "customers");
  const out: Customer[] = [];
  const usedNames = new Set<string>();
  const termsFor = () =>
    rng.chance(0.14)
      ? rng.pick(COD_TERMS)
      : rng.weighted([
          ["NET30", 8],
          ["2%10NET30", 2],
          ["10TH PROX", 2],
          ["NET15", 1],
          ["CREDIT CARD", 1],
        ] as const);
  const placeFor = (branchId: string) => {
    const state = BRANCH_ROWS.find((b) => b[0] === branchId)![3];
    const local = PLACES.filter((p) => p[1] === state);
    return local.length ? rng.pick(local) : rng.pick(PLACES);
  };

  const addAccount = (
    id: number,
    name: string,
    homeBranch: string,
    siteCount: number,
    terms = termsFor(),
    sites?: string[],
  ) => {
    const billTo = String(id);
    const addr = address(rng, placeFor(homeBranch));
    const domain = companyDomain(name, rng.pick(DOMAINS_TLD));
    const shipTos: Customer[] = [];
    for (let s = 1; s <= siteCount; s++) {
      const siteAddr = address(rng, placeFor(homeBranch));
      const siteName = sites?.[s - 1] ?? `${name.split(" ").slice(0, 2).join(" ")} - ${rng.pick(SITE_NAMES)}`;
      const draft: Draft = {
        id: String(id + s),
        name: siteName,
        addr: siteAddr,
        billToId: billTo,
        isBillTo: false,
        homeBranch,
        phone: [{ number: phoneNumber(rng, siteAddr.areaCode), description: "JOBSITE" }],
        email: rng.chance(0.5) ? `jobs@${domain}` : "",
      };
      shipTos.push(finish(rng, draft, staff, [], terms));
    }
    const phones = [{ number: phoneNumber(rng, addr.areaCode), description: "MAIN" }];
    if (rng.chance(0.4)) phones.push({ number: phoneNumber(rng, addr.areaCode), description: "FAX" });
    const draft: Draft = {
      id: billTo,
      name,
      addr,
      billToId: billTo,
      isBillTo: true,
      homeBranch,
      phone: phones,
      email: `${rng.pick(["office", "ap", "purchasing", "info", "accounts"])}@${domain}`,
    };
    const ids = [billTo, ...shipTos.map((c) => c.id)];
    out.push(finish(rng, draft, staff, ids, terms), ...shipTos);
    usedNames.add(name);
  };

  out.push(...branchEntities(rng, staff));
  addAccount(Number(INVOICE_CUSTOMER.id), INVOICE_CUSTOMER.name, INVOICE_CUSTOMER.homeBranch, 2, "NET30", [
    INVOICE_CUSTOMER.shipToName,
    "VOLUNTEER MECHANICAL - FRANKLIN JOB 2211",
  ]);
  addAccount(Number(CUSTOMER_WITHOUT_INVOICES.id), CUSTOMER_WITHOUT_INVOICES.name, "TNNA", 0, "NET30");
  const { cod, net30 } = QUEUE_CUSTOMERS;
  addAccount(Number(cod.id), cod.name, "TNNA", 0, cod.terms);
  addAccount(Number(net30.id), net30.name, "TNNA", 1, net30.terms, [net30.shipToName]);

  let id = 10020;
  while (out.length < 640) {
    const name = rng.chance(0.55)
      ? `${rng.pick(LAST_NAMES)}${rng.chance(0.2) ? " & SONS" : ""} ${rng.pick(COMPANY_SUFFIXES)}`
      : `${rng.pick(COMPANY_WORDS)} ${rng.pick(COMPANY_SUFFIXES)}`;
    const upper = name.toUpperCase().replace(/'/g, "");
    if (usedNames.has(upper)) continue;
    const siteCount = rng.weighted([
      [0, 5],
      [1, 3],
      [2, 2],
      [3, 1],
    ] as const);
    addAccount(id, upper, rng.pick(BRANCH_ROWS)[0], siteCount);
    id += siteCount + 1 + rng.int(0, 3);
  }
  // Issue 38's job site in Texas, a ship-to of the NET30 queue customer; added last, so every customer before it is as
  // it was.
  const musicCity = out.find((c) => c.id === QUEUE_CUSTOMERS.net30.id)!;
  const { id: texasId, name: texasName, ...texas } = TEXAS_SHIP_TO;
  const site: Draft = {
    id: texasId,
    name: texasName,
    addr: { ...texas, addressLine2: "", areaCode: "214" },
    billToId: musicCity.id,
    isBillTo: false,
    homeBranch: musicCity.homeBranch,
    phone: [{ number: "214-555-0117", description: "JOBSITE" }],
    email: "",
  };
  out.push(finish(rng, site, staff, [], musicCity.defaultTerms));
  musicCity.shipToLists.push({ shipToId: texasId });
  return out;
}
