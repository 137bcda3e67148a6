import { expect, type Page } from "@playwright/test";

export const ACCOUNTS = {
  admin: { email: "admin@example.com", password: "admin1234" },
  staff: { email: "staff@example.com", password: "staff1234" },
  heritage: { email: "heritage@example.com", password: "heritage1234" },
  /** Owns no product yet (ERP user KWALKER): the signup account. */
  karen: { email: "karen@example.com", password: "erp1234" },
} as const;

/** Sign in through the Login screen, as a person would. */
export async function signIn(page: Page, account: { email: string; password: string }, landing: RegExp = /\/home$/) {
  await page.goto("/");
  await page.getByLabel("Username").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
  // The first sign-in of a run also opens the database and the ERP session: allow it time.
  await expect(page).toHaveURL(landing, { timeout: 30_000 });
}

/** Our alerts by their text (Next's route announcer is an empty role=alert too). */
export function alertWith(page: Page, text: string | RegExp) {
  return page.getByRole("alert").filter({ hasText: text });
}
