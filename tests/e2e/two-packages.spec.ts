import { expect, test } from "@playwright/test";
import { QUEUE_BRANCH } from "@/sim/erp/fixtures";
import { requeueInvoice } from "./support/erp-orders";
import { openQueueRow } from "./support/ship-queue";
import { ACCOUNTS, signIn } from "./support/session";
import { chooseRate, fillPackage, shipButton } from "./support/shippo";

// Issue 27 point 2: one invoice shipped in two packages, each its own label and ledger key, the freight posted once.

test("a two-package invoice: Add Package, rates for both, both tracking numbers shown, the queue row shipped", async ({
  page,
}) => {
  test.setTimeout(150_000);
  // Every free queued invoice is some other spec's: a printed one is put back in the queue for this one.
  const invoice = await requeueInvoice(QUEUE_BRANCH, (printed) => printed.at(-1)!);
  await signIn(page, ACCOUNTS.staff);
  const row = await openQueueRow(page, invoice);
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByText(invoice).click();
  await expect(page).toHaveURL(new RegExp(`/ship-station/${invoice.replace(".", "\\.")}$`));
  await expect(page.getByRole("region", { name: "Ship To" })).not.toContainText("Loading", { timeout: 30_000 });

  await fillPackage(page, { length: 12, width: 10, height: 8, weight: 3 });
  await page.getByRole("button", { name: "Add Package" }).click();
  const second = page.getByRole("group", { name: "Package 2" });
  await expect(second).toBeVisible();
  await expect(page.getByRole("group", { name: "Package 1" })).toBeVisible();
  await fillPackage(second, { length: 20, width: 16, height: 12, weight: 18 });

  const ratesAnswer = page.waitForResponse((r) => r.url().endsWith("/api/shipping/rates"));
  await page.getByRole("button", { name: "Get Rates" }).click();
  const sent = (await ratesAnswer).request().postDataJSON() as { parcels: unknown[] };
  expect(sent.parcels).toHaveLength(2);
  await chooseRate(page);
  // Each rate says what it covers, and the button what it buys.
  await expect(page.getByRole("grid", { name: "Rates" })).toContainText("2 packages");
  await expect(shipButton(page)).toHaveText(/ - \$[\d,.]+ \(2 packages\)$/);

  const bought = page.waitForResponse((r) => r.url().endsWith("/api/shipments/create-from-shipstation"));
  await shipButton(page).click();
  const label = (await (await bought).json()) as { packages: { packageNumber: number; trackingNumber: string }[] };
  expect(label.packages.map((p) => p.packageNumber)).toEqual([1, 2]);
  const success = page.getByRole("dialog", { name: "Shipment Created" });
  await expect(success).toBeVisible({ timeout: 30_000 });
  await expect(success).toContainText(`Invoice ${invoice} is shipped: 2 packages.`);
  await expect(success).toContainText("Total cost");
  const labels = success.getByRole("list", { name: "Packages" });
  for (const p of label.packages) {
    await expect(labels.getByRole("listitem").filter({ hasText: `Package ${p.packageNumber}` })).toContainText(
      p.trackingNumber,
    );
    await expect(success.getByRole("link", { name: `Reprint Package ${p.packageNumber} Label` })).toBeVisible();
  }
  // The freight of both, once.
  await expect(success).toContainText("Freight");

  // Issue 37 item 6: each package has its own Void Label; voiding the second leaves the first shipped, and says so.
  const secondLabel = labels.getByRole("listitem").filter({ hasText: "Package 2" });
  await expect(
    labels.getByRole("listitem").filter({ hasText: "Package 1" }).getByRole("button", { name: "Void Label" }),
  ).toBeVisible();
  await secondLabel.getByRole("button", { name: "Void Label" }).click();
  await page.getByRole("dialog", { name: "Void this label?" }).getByRole("button", { name: "Void Label" }).click();
  await expect(secondLabel.getByRole("status")).toHaveText("Voided", { timeout: 30_000 });
  await expect(success).toContainText(`Invoice ${invoice} is shipped: 1 package (1 label voided).`);

  await success.getByRole("button", { name: "Return to Ship54" }).click();
  await expect(page).toHaveURL(/\/ship-station$/);
  await expect(row).toContainText("Shipped", { timeout: 30_000 });
  await expect(row).toContainText(label.packages[0].trackingNumber);
});
