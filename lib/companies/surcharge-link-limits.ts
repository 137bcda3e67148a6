// The bounds of a company's surcharge links in apiUser mode (CLARIFICATIONS 50). No imports: the Company Admin form
// reads them in the browser.

export const LINK_LIMITS = {
  maxTermsCodes: 50,
  maxTermsCodeLength: 20,
  minHourlyCap: 1,
  maxHourlyCap: 10_000,
  defaultHourlyCap: 100,
} as const;

export type SurchargeLinkLimits = { eligibleTermsCodes: string[]; hourlyCap: number };

/** The stored settings with their defaults: companies saved before CLARIFICATIONS 50 carry neither field. */
export function surchargeLinkLimits(stored: Partial<SurchargeLinkLimits> | null | undefined): SurchargeLinkLimits {
  return {
    eligibleTermsCodes: stored?.eligibleTermsCodes ?? [],
    hourlyCap: stored?.hourlyCap ?? LINK_LIMITS.defaultHourlyCap,
  };
}

/** An order may be surcharged when the list is empty (every order, as before the list existed) or names its terms. */
export function termsCodeEligible(termsCode: string | null | undefined, eligible: readonly string[]): boolean {
  if (eligible.length === 0) return true;
  const terms = termsCode?.trim().toUpperCase();
  return Boolean(terms) && eligible.some((code) => code.trim().toUpperCase() === terms);
}
