import { expect, test } from "@playwright/test";

test("Invoice Tracking asks for an invoice number and finds nothing for an unknown one", async ({ page }) => {
  await page.goto("/invoice-tracking");
  await page.getByRole("button", { name: "Search Tracking" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please enter an invoice number" })).toBeVisible();
  await page.getByLabel("Invoice Number").fill("S0000000.001");
  await page.getByLabel("Invoice Number").press("Enter");
  await expect(page.getByText("0 shipments for invoice S0000000.001")).toBeVisible();
  await expect(page.getByText("Test Mode")).toHaveCount(0);
});
