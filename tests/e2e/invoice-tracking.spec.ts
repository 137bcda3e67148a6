import { expect, test } from "@playwright/test";
import { SHARED_INVOICE } from "./support/seed-extras";
import { alertWith } from "./support/session";

test("Invoice Tracking asks for an invoice number and finds nothing for an unknown one", async ({ page }) => {
  await page.goto("/invoice-tracking");
  await page.getByRole("button", { name: "Search Tracking" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please enter an invoice number" })).toBeVisible();
  await page.getByLabel("Invoice Number").fill("S0000000.001");
  await page.getByLabel("Invoice Number").press("Enter");
  await expect(page.getByText("0 shipments for invoice S0000000.001")).toBeVisible();
  await expect(page.getByText("Test Mode")).toHaveCount(0);
});

test("an invoice two companies use: the bare link says so, the company's link shows only its shipment and no label to a visitor", async ({
  page,
}) => {
  const { invoice, shipTo } = SHARED_INVOICE;
  await page.goto(`/invoice-tracking?invoiceNumber=${invoice}`);
  await expect(
    alertWith(
      page,
      "This invoice number is used by more than one company. Please use the tracking link from your invoice.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Results" })).toHaveCount(0);

  await page.goto(`/invoice-tracking?invoiceNumber=${invoice}&company=HERITAGE`);
  await expect(page.getByText(`1 shipment for invoice ${invoice}`)).toBeVisible();
  const results = page.getByRole("region", { name: "Results" });
  await expect(results).toContainText(shipTo.heritage);
  await expect(results).not.toContainText(shipTo.EDS);
  await expect(results.getByRole("link", { name: "Label" })).toHaveCount(0);

  await page.goto(`/invoice-tracking?invoiceNumber=${invoice}&company=NOPE`);
  await expect(alertWith(page, "No company with code NOPE.")).toBeVisible();
});
