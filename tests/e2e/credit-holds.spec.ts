import { expect, test, type Page } from "@playwright/test";
import { QUEUE_BRANCH, QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { ACCOUNTS, signIn } from "./support/session";

// Issue 27: an order whose print review holds it (HOLD - CREDIT) asks first, or cannot ship under Prevent.
const held = QUEUED_ORDERS.creditHold;

async function openQueue(page: Page) {
  await page.goto("/ship-station");
  const picker = page.getByLabel("Shipping Branch");
  await expect(picker.locator("option", { hasText: QUEUE_BRANCH })).toHaveCount(1, { timeout: 30_000 });
  await picker.selectOption(QUEUE_BRANCH);
  await page.getByRole("button", { name: "Get Orders" }).click();
  const row = page
    .getByRole("table", { name: "Orders to ship" })
    .getByRole("row")
    .filter({ hasText: held.fullInvoiceID });
  await expect(row).toContainText(held.printReviewStatus, { timeout: 30_000 });
  return row;
}

async function scan(page: Page, text: string) {
  const box = page.getByLabel("Invoice to Ship");
  await box.fill(text);
  await box.press("Enter");
}

/** Ship54 Settings' Print Review Holds card: pick the policy and save. */
async function setHoldPolicy(page: Page, policy: "Warn" | "Prevent") {
  await page.goto("/ship54-settings");
  await page
    .getByLabel("When an order is held")
    .selectOption({ label: `${policy} (${policy === "Warn" ? "ask before shipping" : "block shipping"})` });
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved successfully!" })).toBeVisible();
}

test.describe("Print review holds on the Shipment Dashboard", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
  });

  test("a HOLD - CREDIT order asks first with Cancel focused; Cancel stays, Continue prepares it", async ({ page }) => {
    const row = await openQueue(page);
    await row.click();
    const dialog = page.getByRole("dialog", { name: "Print Review Hold" });
    await expect(dialog).toContainText(
      `Invoice ${held.fullInvoiceID} is on hold in print review (HOLD - CREDIT). Continue with shipment?`,
    );
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    // Enter on the focused Cancel: a scanner's trailing Enter never ships a held order.
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/ship-station$/);
    await expect(page.getByLabel("Invoice to Ship")).toBeFocused();

    await scan(page, held.fullInvoiceID);
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(new RegExp(`/ship-station/${held.fullInvoiceID.replace(".", "\\.")}$`));
    await expect(page.getByRole("heading", { name: `Ship Invoice ${held.fullInvoiceID}` })).toBeVisible();
  });

  test("under Prevent, set on Ship54 Settings, the order cannot be prepared: only Close", async ({ page }) => {
    await page.goto("/ship54-settings");
    const values = page.getByLabel("Print review values");
    await expect(values).toHaveValue("HOLD*");
    await values.fill("HOLD*\n*");
    await expect(page.getByText(/A \* may only end a print review value/)).toBeVisible();
    await values.fill("HOLD*");
    await expect(page.getByText(/A \* may only end a print review value/)).toBeHidden();
    await setHoldPolicy(page, "Prevent");
    try {
      await page.reload();
      await expect(page.getByLabel("When an order is held")).toHaveValue("prevent");

      await openQueue(page);
      await scan(page, held.fullInvoiceID);
      const blocked = page.getByRole("dialog", { name: "Shipment Blocked" });
      await expect(blocked).toContainText(
        `Invoice ${held.fullInvoiceID} is on hold in print review (HOLD - CREDIT). It cannot be shipped until the hold is released.`,
      );
      await expect(blocked.getByRole("button")).toHaveText(["Close"]);
      await blocked.getByRole("button", { name: "Close" }).click();
      await expect(blocked).toBeHidden();
      await expect(page).toHaveURL(/\/ship-station$/);
      // An order without a hold still opens.
      await scan(page, QUEUED_ORDERS.regular.fullInvoiceID);
      await expect(page).toHaveURL(new RegExp(`/ship-station/${QUEUED_ORDERS.regular.fullInvoiceID}$`));
    } finally {
      await setHoldPolicy(page, "Warn");
    }
  });
});
