/** One company has a portal of its own name; everyone else gets the generic welcome (spec 1 section 1). */
export function welcomeTitle(companyCode: string | null): string {
  return companyCode === "heritage" ? "Welcome to the Heritage Eclipse Portal" : "Welcome to E54 Portal";
}
