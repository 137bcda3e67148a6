/**
 * The seven companies of spec 2 section 3: each has a territory in the ERP (whose branch list names its
 * branches), a code used in vendor indexes, and a home branch for its ship-from vendors.
 */
export const TERRITORY_COMPANIES = [
  { code: "BBS", name: "Benoist", territoryId: "TCBBS", homeBranch: "ILMV" },
  { code: "CSC", name: "Coastal", territoryId: "TCCSC", homeBranch: "TNKN" },
  { code: "ESC", name: "Ed's Central", territoryId: "TCESC", homeBranch: "TNNA" },
  { code: "ESE", name: "Ed's East", territoryId: "TCESE", homeBranch: "TNCH" },
  { code: "ESW", name: "Ed's West", territoryId: "TCESW", homeBranch: "ARLR" },
  { code: "NCS", name: "NuComfort", territoryId: "TCNCS", homeBranch: "ILCS" },
  { code: "WSC", name: "Wittichen", territoryId: "TCWSC", homeBranch: "1" },
] as const;

export type TerritoryCompany = (typeof TERRITORY_COMPANIES)[number];
export type CompanyCode = TerritoryCompany["code"];

export function companyByCode(code: string): TerritoryCompany | undefined {
  return TERRITORY_COMPANIES.find((c) => c.code === code);
}
