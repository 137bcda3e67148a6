import { expect, test } from "@playwright/test";
import { QUEUE_BRANCH, QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { queuedInvoices } from "./support/erp-orders";
import { ACCOUNTS, signIn } from "./support/session";
import { fillPackage, labelsBoughtFor, rateAndShip } from "./support/shippo";

// CLARIFICATIONS 45: the same (invoice, package) is one label, so a second label for an invoice is its next package.

test("Ship Another Package buys the invoice's second label; the first package's label is not bought again", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const pinned = new Set<string>(Object.values(QUEUED_ORDERS).map((o) => o.fullInvoiceID));
  // The third free invoice: the tracking and fault tests ship the first two, the scale-out test the last.
  const invoice = (await queuedInvoices(QUEUE_BRANCH)).filter((i) => !pinned.has(i))[2];
  await signIn(page, ACCOUNTS.staff);
  await page.goto(`/ship-station/${invoice}`);
  await expect(page.getByRole("region", { name: "Ship To" })).not.toContainText("Loading", { timeout: 30_000 });
  await fillPackage(page, { length: 12, width: 10, height: 8, weight: 3 });

  const firstShipment = await rateAndShip(page);
  const success = page.getByRole("dialog", { name: "Shipment Created" });
  await expect(success).toBeVisible({ timeout: 30_000 });
  const [first] = await labelsBoughtFor(firstShipment);
  await expect(success).toContainText(first.tracking_number);

  await success.getByRole("button", { name: "Ship Another Package" }).click();
  await expect(success).toBeHidden();
  await expect(page.getByText("Package 2: its own label and freight.")).toBeVisible();
  // The box's size stays; the weight is the new package's.
  await expect(page.getByLabel("Length (in)")).toHaveValue("12");
  await expect(page.getByLabel("Weight (lb)")).toHaveValue("");
  await expect(page.getByLabel("Weight (lb)")).toBeFocused();
  await page.getByLabel("Weight (lb)").fill("5");

  const secondShipment = await rateAndShip(page);
  await expect(success).toBeVisible({ timeout: 30_000 });
  const [second, ...more] = await labelsBoughtFor(secondShipment);
  expect(more).toHaveLength(0);
  expect(second.tracking_number).not.toBe(first.tracking_number);
  await expect(success).toContainText(second.tracking_number);
  await expect(success).toContainText("dropped for StarShip");
  expect(await labelsBoughtFor(firstShipment)).toHaveLength(1);
});
