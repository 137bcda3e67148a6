/**
 * The seven companies of spec 2 section 3: each has a territory in the ERP (whose branch list names its
 * branches), a code used in vendor indexes, and a home branch for its ship-from vendors. The spec gives no names:
 * a screen shows the code, with a name beside it only where the ERP's territory has one (`companyLabel`).
 */
export const TERRITORY_COMPANIES = [
  { code: "BBS", territoryId: "TCBBS", homeBranch: "ILMV" },
  { code: "CSC", territoryId: "TCCSC", homeBranch: "TNKN" },
  { code: "ESC", territoryId: "TCESC", homeBranch: "TNNA" },
  { code: "ESE", territoryId: "TCESE", homeBranch: "TNCH" },
  { code: "ESW", territoryId: "TCESW", homeBranch: "ARLR" },
  { code: "NCS", territoryId: "TCNCS", homeBranch: "ILCS" },
  { code: "WSC", territoryId: "TCWSC", homeBranch: "1" },
] as const;

export type TerritoryCompany = (typeof TERRITORY_COMPANIES)[number];
export type CompanyCode = TerritoryCompany["code"];

export function companyByCode(code: string): TerritoryCompany | undefined {
  return TERRITORY_COMPANIES.find((c) => c.code === code);
}

/** A company as a choice shows it: its code, and the name its ERP territory gives (description), if any. */
export function companyLabel(code: string, territoryName?: string | null): string {
  const name = territoryName?.trim();
  return name ? `${code} – ${name}` : code;
}
