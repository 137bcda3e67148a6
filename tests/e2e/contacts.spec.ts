import { expect, test, type Page } from "@playwright/test";
import { CONTACTS } from "@/sim/erp/fixtures";
import { expireErpSessions, updateContactInErp } from "./support/erp";
import { ACCOUNTS, alertWith, signIn } from "./support/session";

async function openContact(page: Page, term: string, name: RegExp) {
  await page.goto("/contacts");
  await expect(page.getByRole("heading", { name: "Contact Search" })).toBeVisible();
  await page.getByLabel("Search Contacts").fill(term);
  await page.getByRole("option", { name }).click();
}

test.describe("Contact Search", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
  });

  test("a short term searches nothing; an unknown one says No contacts found", async ({ page }) => {
    await page.goto("/contacts");
    const box = page.getByLabel("Search Contacts");
    await box.fill("q");
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await box.fill("zzqxjv");
    await expect(page.getByRole("option")).toHaveCount(0);
    await expect(page.getByText("No contacts found")).toBeVisible();
  });

  test("finds a contact and shows the card with the spec's fallbacks", async ({ page }) => {
    await openContact(page, CONTACTS.bare.lastName, new RegExp(CONTACTS.bare.lastName));
    const card = page.locator("section", {
      has: page.getByRole("heading", { name: `${CONTACTS.bare.firstName} ${CONTACTS.bare.lastName}` }),
    });
    await expect(card.getByText(CONTACTS.bare.id, { exact: true })).toBeVisible();
    await expect(card.getByText("No Company")).toBeVisible();
    await expect(card.getByText("N/A")).toBeVisible();
    await expect(card.getByText("(No Description)")).toBeVisible();
  });

  test("a contact's card leads to Update Web Password, opened on that contact", async ({ page }) => {
    await openContact(page, CONTACTS.webUser.lastName, new RegExp(CONTACTS.webUser.lastName));
    await page.getByRole("main").getByRole("link", { name: "Update Web Password" }).click();
    await expect(page).toHaveURL(new RegExp(`/contact-pw\\?contactId=${CONTACTS.webUser.id}$`));
    await expect(page.getByLabel("ERP contact ID", { exact: true })).toHaveValue(CONTACTS.webUser.id);
    await expect(page.getByRole("heading", { name: `Web access of contact ${CONTACTS.webUser.id}` })).toBeVisible();
    await expect(page.getByLabel("User ID", { exact: true })).toHaveValue(CONTACTS.webUser.webLogin);
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
    // The flags read as words, not the ERP's keys.
    await expect(page.getByText("trackerViewOnly")).toHaveCount(0);
    await expect(page.getByLabel("Tracker view only")).toBeVisible();
  });

  test("edits, cancels, and saves a contact", async ({ page }) => {
    await openContact(page, CONTACTS.unique.lastName, new RegExp(CONTACTS.unique.lastName));
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByLabel("Middle Name").fill("Cancelled");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText("Cancelled")).toHaveCount(0);

    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByLabel("Middle Name").fill("Orville");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Contact updated successfully!" })).toBeVisible();
    await expect(page.getByText(`${CONTACTS.unique.firstName} Orville ${CONTACTS.unique.lastName}`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit" })).toBeVisible();
  });

  test("when someone else saved first, the user is told and sees their version", async ({ page }) => {
    await openContact(page, CONTACTS.webUser.lastName, new RegExp(CONTACTS.webUser.lastName));
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByLabel("Middle Name").fill("Mine");
    await updateContactInErp(CONTACTS.webUser.id, { middleName: "Theirs" });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(alertWith(page, "Someone else saved this contact")).toBeVisible();
    await expect(page.getByText(`${CONTACTS.webUser.firstName} Theirs ${CONTACTS.webUser.lastName}`)).toBeVisible();
    await expect(page.getByText("Mine")).toHaveCount(0);
  });

  test("an expired ERP session sends the browser back to the Login screen", async ({ page }) => {
    await page.goto("/contacts");
    await expireErpSessions();
    await page.getByLabel("Search Contacts").fill(CONTACTS.unique.lastName);
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  });
});
