/** The portal's logo, and whether a company shows it: every company but heritage does (spec 1, the navigation bar). */
export const COMPANY_LOGO_PATH = "/logo.svg";

export function showsCompanyLogo(companyCode: string | null | undefined): boolean {
  return companyCode?.toLowerCase() !== "heritage";
}
