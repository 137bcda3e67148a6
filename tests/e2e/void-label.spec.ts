import { expect, test } from "@playwright/test";
import { QUEUE_BRANCH, QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { queuedInvoices } from "./support/erp-orders";
import { ACCOUNTS, signIn } from "./support/session";
import { fillPackage, labelsBoughtFor, rateAndShip } from "./support/shippo";

const shippo = (path: string) => fetch(`${process.env.E2E_SHIPPO_URL}/__control${path}`).then((r) => r.json());

// CLARIFICATIONS 54: a label voided from the success dialog is refunded once, and its package ships again.
test("Void Label from the success dialog: asks first, shows the refund, and Ship Again buys a new label", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const pinned = new Set<string>(Object.values(QUEUED_ORDERS).map((o) => o.fullInvoiceID));
  // The queue has four free invoices and the other desk tests ship them all: this one runs after the tracking
  // test's (one worker, files in order), or alone; an invoice already shipped opens on its packages.
  const invoice = (await queuedInvoices(QUEUE_BRANCH)).find((i) => !pinned.has(i))!;
  await signIn(page, ACCOUNTS.staff);
  await page.goto(`/ship-station/${invoice}`);
  await expect(page.getByRole("heading", { name: `Ship Invoice ${invoice}` })).toBeVisible();
  const another = page.getByRole("button", { name: "Ship Another Package" });
  if (await another.isVisible()) await another.click();
  await expect(page.getByRole("region", { name: "Ship To" })).not.toContainText("Loading", { timeout: 30_000 });
  await fillPackage(page, { length: 12, width: 10, height: 8, weight: 3 });

  const firstShipment = await rateAndShip(page);
  const success = page.getByRole("dialog", { name: "Shipment Created" });
  await expect(success).toBeVisible({ timeout: 30_000 });
  const [first] = await labelsBoughtFor(firstShipment);
  await expect(success).toContainText(first.tracking_number);

  // Asked first, Cancel focused: Cancel leaves the label as it was.
  await success.getByRole("button", { name: "Void Label" }).click();
  const confirm = page.getByRole("dialog", { name: "Void this label?" });
  await expect(confirm).toContainText(first.tracking_number);
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await success.getByRole("button", { name: "Void Label" }).click();
  await confirm.getByRole("button", { name: "Void Label" }).click();
  await expect(success.getByRole("status").filter({ hasText: "Voided: refunded" })).toBeVisible({ timeout: 30_000 });
  await expect(success.getByRole("button", { name: "Void Label" })).toBeHidden();

  const { transactions } = (await shippo(`/shipments/${firstShipment}/transactions`)) as {
    transactions: { object_id: string }[];
  };
  const { refunds } = (await shippo(`/refunds?transaction=${transactions[0].object_id}`)) as { refunds: unknown[] };
  expect(refunds).toHaveLength(1);

  // The key is free: the same package ships again and buys a new label.
  await success.getByRole("button", { name: "Ship Again" }).click();
  await expect(success).toBeHidden();
  await expect(page.getByLabel("Weight (lb)")).toBeFocused();
  const secondShipment = await rateAndShip(page);
  await expect(success).toBeVisible({ timeout: 30_000 });
  const [second] = await labelsBoughtFor(secondShipment);
  expect(second.tracking_number).not.toBe(first.tracking_number);
  await expect(success).toContainText(second.tracking_number);
  await expect(success.getByRole("button", { name: "Void Label" })).toBeVisible();
});
