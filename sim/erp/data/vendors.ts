// Vendors: a pay-to per manufacturer of the catalogue plus freight and expense vendors; ship-from vendors
// hang under their pay-to (shipFromLists / payToId) with one per company that buys from them.
import { VENDORS } from "../fixtures";
import { Rng, hash32 } from "../rng";
import { initialUpdateKey } from "../table";
import { PRICE_LINE_TEMPLATES } from "./catalog";
import { COMPANIES } from "./org";
import { address, companyDomain, phoneNumber } from "./people";
import type { Vendor } from "./types";

export const VENDOR_TYPES = [
  "EXP",
  "EXP:EMPL",
  "EXP:UTY",
  "INV",
  "A-F",
  "G-O",
  "P-Z",
  "LBMX:A-F",
  "LBMX:G-O",
  "LBMX:N-Z",
  "LBMX:NEUCO",
  "PC",
  "RHEEM",
  "EXP-AUTODR",
];
export const FREIGHT_TERMS = ["Freight Allowed", "Prepaid", "Prepaid and Add", "Collect"];

const OTHER_VENDORS: readonly (readonly [string, string, boolean])[] = [
  ["SAIA MOTOR FREIGHT", "EXP", true],
  ["ESTES EXPRESS LINES", "EXP", true],
  ["R+L CARRIERS", "EXP", true],
  ["UPS SUPPLY CHAIN", "EXP", true],
  ["FEDEX FREIGHT", "EXP", true],
  ["NASHVILLE ELECTRIC SERVICE", "EXP:UTY", false],
  ["KNOXVILLE UTILITIES BOARD", "EXP:UTY", false],
  ["ENTERGY ARKANSAS", "EXP:UTY", false],
  ["AMEREN ILLINOIS", "EXP:UTY", false],
  ["FLEET FUEL CARD SERVICES", "EXP-AUTODR", false],
  ["ULINE", "EXP", false],
  ["GRAINGER", "PC", false],
  ["NEUCO INC", "LBMX:NEUCO", false],
  ["FERGUSON ENTERPRISES", "LBMX:A-F", false],
  ["HAJOCA CORP", "LBMX:G-O", false],
  ["WINSUPPLY", "LBMX:N-Z", false],
];

const typeFor = (name: string) =>
  name.startsWith("RHEEM") ? "RHEEM" : name[0] <= "F" ? "A-F" : name[0] <= "O" ? "G-O" : "P-Z";
export const payToId = (index: number) => String(500010 + index * 10);

export function manufacturers(): string[] {
  const names = [...new Set(PRICE_LINE_TEMPLATES.map((t) => t.manufacturer).filter((m) => m !== "INTERNAL"))];
  const pinned = VENDORS.payTo.name;
  return [pinned, ...names.filter((n) => n !== pinned).sort()];
}

function vendor(rng: Rng, id: string, name: string, type: string, extra: Partial<Vendor>): Vendor {
  const addr = address(rng);
  const domain = companyDomain(name, "com");
  return {
    id,
    name,
    nameIndex: name,
    sortBy: name.replace(/[^A-Z0-9 ]/g, "").slice(0, 12),
    addressLine1: addr.addressLine1.toUpperCase(),
    addressLine2: addr.addressLine2.toUpperCase(),
    city: addr.city.toUpperCase(),
    state: addr.state,
    postalCode: addr.postalCode,
    countryCode: "USA",
    isPayTo: true,
    isShipFrom: false,
    isFreightVendor: false,
    isManufacturer: false,
    payToId: "",
    type,
    defaultShipVia: "BEST WAY",
    freight: "Freight Allowed",
    defaultTerms: rng.pick(["NET30", "NET30", "2%10NET30", "NET60", "10TH PROX"]),
    backOrderDays: "7",
    emails: [{ address: `orders@${domain}` }],
    phones: [{ number: phoneNumber(rng, addr.areaCode), description: "MAIN" }],
    homeBranch: "",
    homeTerritory: "",
    shipFromLists: [],
    updateKey: initialUpdateKey("vendor", id),
    ...extra,
  };
}

export function buildVendors(seed: number): { vendors: Vendor[]; byManufacturer: Map<string, string> } {
  const rng = new Rng(seed, "vendors");
  const vendors: Vendor[] = [];
  const byManufacturer = new Map<string, string>();
  const names = manufacturers();
  const all: [string, string, boolean, boolean][] = [
    ...names.map((n): [string, string, boolean, boolean] => [n, typeFor(n), false, true]),
    ...OTHER_VENDORS.map(([n, t, f]): [string, string, boolean, boolean] => [n, t, f, false]),
  ];
  all.forEach(([name, type, isFreight, isMfr], i) => {
    const id = payToId(i);
    // Fixed per name (not per seed) so the pinned pay-to always has the same ship-from ids.
    const shipFromCount = name === VENDORS.payTo.name ? VENDORS.payTo.shipFromIds.length : isMfr ? hash32(name) % 4 : 0;
    const companies = COMPANIES.slice(hash32(`${name}:co`) % 4).slice(0, shipFromCount);
    const shipFroms = companies.map((c, k) =>
      vendor(rng, String(Number(id) + k + 1), name, type, {
        isPayTo: false,
        isShipFrom: true,
        isManufacturer: isMfr,
        payToId: id,
        nameIndex: `${name.split(" ")[0]} - ${c.code} SHIP FROM`,
        homeBranch: c.homeBranch,
        homeTerritory: c.territoryId,
      }),
    );
    vendors.push(
      vendor(rng, id, name, type, {
        isFreightVendor: isFreight,
        isManufacturer: isMfr,
        shipFromLists: shipFroms.map((s) => ({ shipFromId: s.id })),
      }),
      ...shipFroms,
    );
    if (isMfr) byManufacturer.set(name, id);
  });
  return { vendors, byManufacturer };
}
