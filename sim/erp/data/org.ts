// The distributor's structure: the seven companies of spec 2 section 3, their branches and territories,
// ship vias and terms. Fixed lists (not seeded): the portal's settings and tests name these ids.
import type { Branch, ShipVia, Terms, Territory } from "./types";

/** Spec 2 section 3 gives each company a code, a territory and a home branch, and no name: the sim invents none. */
export type Company = { code: string; territoryId: string; homeBranch: string };

export const COMPANIES: readonly Company[] = [
  { code: "BBS", territoryId: "TCBBS", homeBranch: "ILMV" },
  { code: "CSC", territoryId: "TCCSC", homeBranch: "TNKN" },
  { code: "ESC", territoryId: "TCESC", homeBranch: "TNNA" },
  { code: "ESE", territoryId: "TCESE", homeBranch: "TNCH" },
  { code: "ESW", territoryId: "TCESW", homeBranch: "ARLR" },
  { code: "NCS", territoryId: "TCNCS", homeBranch: "ILCS" },
  { code: "WSC", territoryId: "TCWSC", homeBranch: "1" },
];

/** [id, company code, city, state, street, ZIP, phone]. The first branch of each company is its home branch. */
export const BRANCH_ROWS: readonly (readonly [string, string, string, string, string, string, string])[] = [
  ["ILMV", "BBS", "Mount Vernon", "IL", "1400 Shiloh Rd", "62864", "618-242-3060"],
  ["ILCE", "BBS", "Centralia", "IL", "801 W McCord St", "62801", "618-532-4410"],
  ["ILEF", "BBS", "Effingham", "IL", "1201 W Evergreen Ave", "62401", "217-342-6630"],
  ["ILMA", "BBS", "Marion", "IL", "2705 Bittle Pl", "62959", "618-997-1840"],
  ["TNKN", "CSC", "Knoxville", "TN", "3800 Middlebrook Pike", "37921", "865-524-8631"],
  ["TNMV", "CSC", "Maryville", "TN", "1620 E Broadway Ave", "37804", "865-982-4170"],
  ["TNSV", "CSC", "Sevierville", "TN", "1055 Dolly Parton Pkwy", "37862", "865-453-2291"],
  ["TNNA", "ESC", "Nashville", "TN", "710 Ewing Ave", "37203", "615-254-6640"],
  ["TNMB", "ESC", "Murfreesboro", "TN", "1507 Old Fort Pkwy", "37129", "615-893-7722"],
  ["TNCV", "ESC", "Clarksville", "TN", "2170 Wilma Rudolph Blvd", "37040", "931-647-3315"],
  ["TNFR", "ESC", "Franklin", "TN", "401 Cool Springs Blvd", "37067", "615-794-1180"],
  ["TNCO", "ESC", "Cookeville", "TN", "1310 Interstate Dr", "38501", "931-526-9027"],
  ["TNCH", "ESE", "Chattanooga", "TN", "1815 Rossville Ave", "37408", "423-265-4521"],
  ["TNCL", "ESE", "Cleveland", "TN", "2400 Keith St NW", "37311", "423-476-2853"],
  ["TNJC", "ESE", "Johnson City", "TN", "2110 W Market St", "37604", "423-928-0174"],
  ["ARLR", "ESW", "Little Rock", "AR", "6700 Asher Ave", "72204", "501-562-7420"],
  ["ARFS", "ESW", "Fort Smith", "AR", "4300 Towson Ave", "72901", "479-646-3382"],
  ["ARJB", "ESW", "Jonesboro", "AR", "2315 E Highland Dr", "72401", "870-932-6120"],
  ["ARCW", "ESW", "Conway", "AR", "1150 Harkrider St", "72032", "501-327-4488"],
  ["ILCS", "NCS", "Collinsville", "IL", "1000 Vandalia St", "62234", "618-344-7050"],
  ["ILBE", "NCS", "Belleville", "IL", "2300 W Main St", "62226", "618-233-2845"],
  ["ILCH", "NCS", "Champaign", "IL", "1609 N Market St", "61820", "217-352-0611"],
  ["1", "WSC", "Birmingham", "AL", "2800 Messer Airport Hwy", "35203", "205-251-8500"],
  ["2", "WSC", "Huntsville", "AL", "3320 Leeman Ferry Rd SW", "35801", "256-533-1740"],
  ["3", "WSC", "Montgomery", "AL", "900 N Ripley St", "36104", "334-262-6431"],
  ["4", "WSC", "Tuscaloosa", "AL", "2501 Greensboro Ave", "35401", "205-345-7830"],
];

/** Branch entities are customer records (the branch address lives there, ERP contract, sim/erp/README.md). */
export const branchEntityId = (index: number) => String(900001 + index);

export function buildBranches(): Branch[] {
  return BRANCH_ROWS.map(([id, code, city, state], i) => {
    const company = COMPANIES.find((c) => c.code === code)!;
    return {
      id,
      name: `${code} - ${city.toUpperCase()}`,
      description: `${code} ${city}, ${state}`,
      branchEntityId: branchEntityId(i),
      territoryId: company.territoryId,
      companyCode: code,
      state,
    };
  });
}

export function buildTerritories(): Territory[] {
  // The company territories carry no description: the spec shows none (id and branch list only).
  const own = COMPANIES.map((c) => ({
    id: c.territoryId,
    companyCode: c.code,
    homeBranch: c.homeBranch,
    branchList: BRANCH_ROWS.filter((b) => b[1] === c.code).map((b) => b[0]),
  }));
  const eds = {
    id: "TCEDS",
    description: "ED'S SUPPLY ALL BRANCHES",
    companyCode: "ESC",
    homeBranch: "TNNA",
    branchList: BRANCH_ROWS.filter((b) => b[1].startsWith("ES")).map((b) => b[0]),
  };
  return [...own, eds];
}

export const SHIP_VIAS: readonly ShipVia[] = [
  { id: "UPS GROUND", description: "UPS Ground", carrier: "UPS" },
  { id: "UPS NEXT DAY AIR", description: "UPS Next Day Air", carrier: "UPS" },
  { id: "UPS 2ND DAY AIR", description: "UPS 2nd Day Air", carrier: "UPS" },
  { id: "UPS 3 DAY SELECT", description: "UPS 3 Day Select", carrier: "UPS" },
  { id: "FEDEX GROUND", description: "FedEx Ground", carrier: "FEDEX" },
  { id: "FEDEX 2DAY", description: "FedEx 2Day", carrier: "FEDEX" },
  { id: "FEDEX EXPRESS SAVER", description: "FedEx Express Saver", carrier: "FEDEX" },
  { id: "FEDEX PRIORITY OVERNIGHT", description: "FedEx Priority Overnight", carrier: "FEDEX" },
  { id: "USPS PRIORITY", description: "USPS Priority Mail", carrier: "USPS" },
  { id: "BEST WAY", description: "Best Way", carrier: "" },
  { id: "OUR TRUCK", description: "Our Truck - Route Delivery", carrier: "" },
  { id: "WILL CALL", description: "Will Call - Customer Pickup", carrier: "" },
  { id: "COUNTER", description: "Counter Sale", carrier: "" },
  { id: "COMMON CARRIER", description: "Common Carrier", carrier: "" },
  { id: "SAIA LTL", description: "Saia LTL Freight", carrier: "SAIA" },
  { id: "ESTES LTL", description: "Estes Express Lines", carrier: "ESTES" },
  { id: "R+L CARRIERS", description: "R+L Carriers", carrier: "R+L" },
  { id: "VENDOR DIRECT", description: "Direct Ship From Vendor", carrier: "" },
];

export const TERMS: readonly Terms[] = [
  { id: "NET30", description: "Net 30 Days", isCod: false, dueDays: 30 },
  { id: "NET10", description: "Net 10 Days", isCod: false, dueDays: 10 },
  { id: "NET15", description: "Net 15 Days", isCod: false, dueDays: 15 },
  { id: "NET45", description: "Net 45 Days", isCod: false, dueDays: 45 },
  { id: "NET60", description: "Net 60 Days", isCod: false, dueDays: 60 },
  { id: "2%10NET30", description: "2% 10th, Net 30", isCod: false, dueDays: 30 },
  { id: "10TH PROX", description: "Due 10th of Following Month", isCod: false, dueDays: 40 },
  { id: "DUE ON RECEIPT", description: "Due On Receipt", isCod: false, dueDays: 0 },
  { id: "COD", description: "Cash On Delivery", isCod: true, dueDays: 0 },
  { id: "COD CASH", description: "COD - Cash Only", isCod: true, dueDays: 0 },
  { id: "COD CHECK", description: "COD - Check Accepted", isCod: true, dueDays: 0 },
  { id: "CASH", description: "Cash Sale", isCod: false, dueDays: 0 },
  { id: "CREDIT CARD", description: "Credit Card On File", isCod: false, dueDays: 0 },
  { id: "PREPAID", description: "Prepaid Before Shipment", isCod: false, dueDays: 0 },
];

export const COD_TERMS: readonly string[] = TERMS.filter((t) => t.isCod).map((t) => t.id);
