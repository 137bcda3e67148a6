import { expect, test, type Page } from "@playwright/test";
import { freeInvoice, openQueueRow } from "./support/ship-queue";
import { ACCOUNTS, signIn } from "./support/session";
import { chooseRate, fillPackage, labelsBoughtFor, shipButton } from "./support/shippo";

/** The summary's Left to ship: how many invoices wait, and how many already have a package shipped. */
async function leftToShip(page: Page) {
  const stat = page.getByLabel("Queue summary").getByText("Left to ship").locator("..");
  const text = (await stat.textContent()) ?? "";
  const [, toShip, shipped] = /(\d+)\s*\((\d+) shipped\)/.exec(text) ?? [];
  expect(toShip, `Left to ship reads "${text}"`).toBeDefined();
  return { toShip: Number(toShip), shipped: Number(shipped) };
}

test("a shipped invoice: its row says Shipped with the tracking number, and it opens on what was bought", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const invoice = await freeInvoice(3);
  await signIn(page, ACCOUNTS.staff);
  const row = await openQueueRow(page, invoice);
  // The next scan is not lost to the button.
  await expect(page.getByLabel("Invoice to Ship")).toBeFocused();
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).not.toContainText("Shipped");
  const before = await leftToShip(page);

  await row.getByText(invoice).click();
  await expect(page).toHaveURL(new RegExp(`/ship-station/${invoice.replace(".", "\\.")}$`));
  await expect(page.getByRole("region", { name: "Ship To" })).not.toContainText("Loading", { timeout: 30_000 });
  await fillPackage(page, { length: 12, width: 10, height: 8, weight: 3 });
  const ratesAnswer = page.waitForResponse((r) => r.url().endsWith("/api/shipping/rates"));
  await page.getByRole("button", { name: "Get Rates" }).click();
  const { shipmentId } = (await (await ratesAnswer).json()) as { shipmentId: string };
  await chooseRate(page);
  // The button names what it buys: "Ship UPS Ground - $19.86".
  const [, carrier, service, cost] =
    /^Ship (\S+) (.+) - (\$[\d,.]+)$/.exec((await shipButton(page).textContent()) ?? "") ?? [];
  expect(cost, "the Ship button names the rate").toBeDefined();
  await shipButton(page).click();
  const success = page.getByRole("dialog", { name: "Shipment Created" });
  await expect(success).toBeVisible({ timeout: 30_000 });
  const [label] = await labelsBoughtFor(shipmentId);
  await success.getByRole("button", { name: "Return to Ship54" }).click();

  await expect(page).toHaveURL(/\/ship-station$/);
  await expect(row).toContainText("Shipped", { timeout: 30_000 });
  await expect(row).toContainText(label.tracking_number);
  expect(await leftToShip(page)).toEqual({ toShip: before.toShip - 1, shipped: before.shipped + 1 });

  await row.getByText(invoice).click();
  await expect(page.getByRole("heading", { name: `Ship Invoice ${invoice}` })).toBeVisible();
  const shipped = page.getByRole("table", { name: "Shipped packages" });
  const first = shipped.getByRole("row").filter({ hasText: label.tracking_number });
  // The shipped view names the carrier as the shipment record keeps it (FEDEX for FedEx).
  await expect(first).toContainText(carrier, { ignoreCase: true });
  await expect(first).toContainText(service);
  await expect(first).toContainText(cost);
  // No empty form that would only buy the same label again.
  await expect(page.getByLabel("Weight (lb)")).toHaveCount(0);
  const tab = page.waitForEvent("popup");
  await first.getByRole("button", { name: "Reprint" }).click();
  await expect.poll(async () => (await tab).url()).toMatch(/\/labels\/.+\.pdf$/);

  await page.getByRole("button", { name: "Ship Another Package" }).click();
  await expect(page.getByText("Package 2: its own label and freight.")).toBeVisible();
  await expect(page.getByLabel("Weight (lb)")).toBeVisible();
});
