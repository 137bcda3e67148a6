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
  // Issue 37 item 6: one word for the state (CLARIFICATIONS 66), a sentence that no longer says the invoice shipped,
  // and the focus still in the dialog, on what the void came to.
  await expect(success.getByRole("status").filter({ hasText: /^Voided$/ })).toBeVisible({ timeout: 30_000 });
  await expect(success.getByRole("button", { name: "Void Label" })).toBeHidden();
  await expect(success).toContainText(`Invoice ${invoice} is not shipped: its label was voided.`);
  await expect(success).not.toContainText(`Invoice ${invoice} is shipped`);
  await expect.poll(() => success.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await expect(success.locator(":focus")).toContainText("Voided");

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

  // Reopened, the invoice says what the queue says: one package shipped, the voided label beside it.
  // (Other specs may have shipped and voided packages of it before: the sentence counts the table's rows as they stand.)
  await page.goto(`/ship-station/${invoice}`);
  const rows = page.getByRole("table", { name: "Shipped packages" }).getByRole("row");
  await expect(rows.filter({ hasText: first.tracking_number }).getByRole("status")).toHaveText("Voided");
  await expect(
    rows.filter({ hasText: second.tracking_number }).getByRole("button", { name: "Void Label" }),
  ).toBeVisible();
  const live = await rows.filter({ has: page.getByRole("button", { name: "Void Label" }) }).count();
  const voided = await rows.filter({ has: page.getByRole("status").filter({ hasText: /^Voided$/ }) }).count();
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;
  await expect(
    page.getByText(`Invoice ${invoice} is shipped: ${count(live, "package")} (${count(voided, "label")} voided).`),
  ).toBeVisible();
});
