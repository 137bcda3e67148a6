import { expect, test } from "@playwright/test";
import { TEST_LABEL_INVOICE } from "./support/seed-extras";

// Issue 37 item 8: the customer's link to a test label (as the shipped mail makes it) shows the label; two packages are
// one shipment; the card's date does not say "Shipped" beside "Label created"; a delivery problem shows how far it got.
test("the customer's link shows a test label's shipment of two packages, and a delivery problem's progress", async ({
  page,
}) => {
  const { invoice, problem } = TEST_LABEL_INVOICE;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/invoice-tracking?invoiceNumber=${invoice}&company=EDS&testMode=true`);
  await expect(page.getByText(`1 shipment (2 packages) for invoice ${invoice}`)).toBeVisible();
  await expect(page.getByText("Test Mode")).toBeVisible();

  // The cards are the list's own items (each card's progress line is a list of its own).
  const cards = page.getByRole("list", { name: "Shipments of the invoice" }).locator(":scope > li");
  await expect(cards).toHaveCount(2);
  const created = cards.filter({ hasText: "9400TESTPKG1" });
  await expect(created).toContainText("Label created");
  // The label's date is Label Date, not "Shipped" beside the status Label created.
  await expect(created.locator("dt")).toHaveText(["Carrier", "Ship To", "Label Date", "Latest Update"]);

  const stopped = cards.filter({ hasText: problem });
  await expect(stopped).toContainText("Delivery problem");
  const progress = stopped.getByRole("list", { name: "Delivery progress" });
  await expect(progress.getByText("(done)")).toHaveCount(2);
  await expect(progress.locator('[aria-current="step"]')).toContainText("In transit");
  await expect(progress.locator('[aria-current="step"]')).toContainText("(stopped here)");

  // The bare link (no testMode) shows no test label.
  await page.goto(`/invoice-tracking?invoiceNumber=${invoice}&company=EDS`);
  await expect(page.getByText(`0 shipments for invoice ${invoice}`)).toBeVisible();
});
