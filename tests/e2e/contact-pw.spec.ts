import { expect, test } from "@playwright/test";
import { CONTACTS } from "@/sim/erp/fixtures";
import { erpFault, readFromErp } from "./support/erp";
import { ACCOUNTS, alertWith, signIn } from "./support/session";

type Settings = { id: string; updateKey: string; passwordLastChanged: string | null };
const settingsOf = (id: string) => readFromErp<Settings>(`/Contacts/${id}/WebSettings`);

test.describe("Update Web Password", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await page.goto("/contact-pw");
    await expect(page.getByRole("heading", { name: "Update Web Password" })).toBeVisible();
  });

  test("asks for every field and a password of at least 8", async ({ page }) => {
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("This field is required")).toHaveCount(3);
    await page.getByLabel("User ID").fill("SOMEONE");
    await page.getByLabel("ERP Contact ID").fill(CONTACTS.bare.id);
    await page.getByLabel("New Password").fill("short");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(page.getByText("This field is required")).toHaveCount(0);
  });

  test("shows the contact's web-access flags and login, and updates the password once despite a lost answer", async ({ page }) => {
    const before = await settingsOf(CONTACTS.webUser.id);
    await page.getByLabel("ERP Contact ID").fill(CONTACTS.webUser.id);
    await page.getByLabel("New Password").click();
    await expect(page.getByRole("heading", { name: `Web access of contact ${CONTACTS.webUser.id}` })).toBeVisible();
    await expect(page.getByLabel("User ID")).toHaveValue(before.id);
    for (const flag of ["trackerViewOnly", "superuser", "sendEmailOnTrackerUpdate"]) await expect(page.getByRole("checkbox", { name: new RegExp(flag) })).toBeDisabled();
    await expect(page.getByText(`Web login: ${before.id}`)).toBeVisible();

    await page.getByLabel("New Password").fill("N3wPassword!");
    await erpFault({ dropAnswerNext: { count: 1, path: "/WebSettings", method: "PUT" } });
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Password updated successfully!")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel("New Password")).toHaveValue("");
    const after = await settingsOf(CONTACTS.webUser.id);
    expect(after.passwordLastChanged).not.toBe(before.passwordLastChanged);
    expect(after.updateKey).not.toBe(before.updateKey);
  });

  test("the ERP's refusal reads Error {status}: {message}", async ({ page }) => {
    await page.getByLabel("User ID").fill(CONTACTS.unique.webLogin);
    await page.getByLabel("ERP Contact ID").fill(CONTACTS.webUser.id);
    await page.getByLabel("New Password").fill("Password123");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(alertWith(page, /^Error 400: Web user id .* is already in use/)).toBeVisible();
  });

  test("an unknown contact, a network drop and a bad id each say so", async ({ page }) => {
    await page.getByLabel("User ID").fill("NOBODY");
    await page.getByLabel("ERP Contact ID").fill("999999");
    await page.getByLabel("New Password").fill("Password123");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(alertWith(page, /^Error 404: /)).toBeVisible();

    await page.getByLabel("ERP Contact ID").fill(CONTACTS.bare.id);
    await page.route("**/api/contact-pw/**", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(alertWith(page, "No response from server. Check network or endpoint.")).toBeVisible({ timeout: 20_000 });
    await page.unroute("**/api/contact-pw/**");

    await page.getByLabel("ERP Contact ID").fill("12 34");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(alertWith(page, /^Request setup error: /)).toBeVisible();
  });
});
