import { expect, test, type Page } from "@playwright/test";
import { CONTACTS } from "@/sim/erp/fixtures";
import { erpFault, readFromErp } from "./support/erp";
import { ACCOUNTS, alertWith, signIn } from "./support/session";

type Settings = { id: string; updateKey: string; passwordLastChanged: string | null };
const settingsOf = (id: string) => readFromErp<Settings>(`/Contacts/${id}/WebSettings`);
// Spec 2 section 2 names the fields User ID, ERP contact ID and password: exactly those labels.
const userIdField = (page: Page) => page.getByLabel("User ID", { exact: true });
const contactIdField = (page: Page) => page.getByLabel("ERP contact ID", { exact: true });
const passwordField = (page: Page) => page.getByLabel("Password", { exact: true });

test.describe("Update Web Password", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await page.goto("/contact-pw");
    await expect(page.getByRole("heading", { name: "Update Web Password" })).toBeVisible();
  });

  test("asks for every field and a password of at least 8", async ({ page }) => {
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("This field is required")).toHaveCount(3);
    await userIdField(page).fill("SOMEONE");
    await contactIdField(page).fill(CONTACTS.bare.id);
    await passwordField(page).fill("short");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(page.getByText("This field is required")).toHaveCount(0);
  });

  test("shows the contact's web-access flags and login, and updates the password once despite a lost answer", async ({
    page,
  }) => {
    const before = await settingsOf(CONTACTS.webUser.id);
    await contactIdField(page).fill(CONTACTS.webUser.id);
    await passwordField(page).click();
    await expect(page.getByRole("heading", { name: `Web access of contact ${CONTACTS.webUser.id}` })).toBeVisible();
    await expect(userIdField(page)).toHaveValue(before.id);
    for (const flag of ["Tracker view only", "Superuser", "Send email on tracker update"])
      await expect(page.getByRole("checkbox", { name: flag })).toBeDisabled();
    await expect(page.getByText(`Web login: ${before.id}`)).toBeVisible();

    await passwordField(page).fill("N3wPassword!");
    await erpFault({ dropAnswerNext: { count: 1, path: "/WebSettings", method: "PUT" } });
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Password updated successfully!")).toBeVisible({ timeout: 20_000 });
    await expect(passwordField(page)).toHaveValue("");
    const after = await settingsOf(CONTACTS.webUser.id);
    expect(after.passwordLastChanged).not.toBe(before.passwordLastChanged);
    expect(after.updateKey).not.toBe(before.updateKey);
  });

  test("the ERP's refusal reads Error {status}: {message}", async ({ page }) => {
    await userIdField(page).fill(CONTACTS.unique.webLogin);
    await contactIdField(page).fill(CONTACTS.webUser.id);
    await passwordField(page).fill("Password123");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(alertWith(page, /^Error 400: Web user id .* is already in use/)).toBeVisible();
  });

  test("an unknown contact, a network drop and a bad id each say so", async ({ page }) => {
    await userIdField(page).fill("NOBODY");
    await contactIdField(page).fill("999999");
    await passwordField(page).fill("Password123");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(alertWith(page, "There is no contact 999999 in the ERP. Check the ERP contact ID.")).toBeVisible();

    await contactIdField(page).fill(CONTACTS.bare.id);
    await page.route("**/api/contact-pw/**", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(alertWith(page, "No response from server. Check network or endpoint.")).toBeVisible({
      timeout: 20_000,
    });
    await page.unroute("**/api/contact-pw/**");

    await contactIdField(page).fill("12 34");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(alertWith(page, /^Request setup error: /)).toBeVisible();
  });
});
