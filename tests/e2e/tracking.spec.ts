import { expect, test, type Page } from "@playwright/test";
import { QUEUE_BRANCH, QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { queuedInvoices } from "./support/erp-orders";
import { ACCOUNTS, signIn } from "./support/session";
import { chooseRate, fillPackage, shipButton } from "./support/shippo";

type Scan = { status: string; status_details: string };

/**
 * Moves the parcel at the Shippo stand-in, which sends the company's webhook and waits for our answer; returns the
 * latest scan as Shippo now reports it.
 */
async function advance(carrier: string, trackingNumber: string, to: string): Promise<Scan> {
  const shippo = process.env.E2E_SHIPPO_URL;
  const res = await fetch(`${shippo}/__control/tracks/${carrier}/${trackingNumber}/advance`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ to }),
  });
  expect(res.status).toBe(200);
  const track = (await (await fetch(`${shippo}/__control/tracks/${carrier}/${trackingNumber}`)).json()) as {
    tracking_status: Scan;
  };
  expect(track.tracking_status.status).toBe(to);
  return track.tracking_status;
}

async function buyLabel(page: Page, invoice: string): Promise<{ carrier: string; trackingNumber: string }> {
  await page.goto(`/ship-station/${invoice}`);
  await expect(page.getByRole("region", { name: "Ship To" })).not.toContainText("Loading", { timeout: 30_000 });
  await fillPackage(page, { length: 12, width: 10, height: 8, weight: 3 });
  await page.getByRole("button", { name: "Get Rates" }).click();
  await chooseRate(page);
  const bought = page.waitForResponse((r) => r.url().endsWith("/api/shipments/create-from-shipstation"));
  await shipButton(page).click();
  const label = (await (await bought).json()) as { carrier: string; tracking_number: string };
  await expect(page.getByRole("dialog", { name: "Shipment Created" })).toContainText(label.tracking_number, {
    timeout: 30_000,
  });
  return { carrier: label.carrier.toLowerCase(), trackingNumber: label.tracking_number };
}

test("desk to tracking: connect a token, buy a label, and watch its status and timeline follow the parcel on both tracking pages", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, ACCOUNTS.staff);

  await page.goto("/ship54-settings");
  await page.getByLabel("Shippo API Token").fill(`shippo_test_${"c".repeat(40)}`);
  await page.getByRole("button", { name: "Validate Token" }).click();
  await expect(page.getByText("Tracking Active")).toBeVisible();
  // The label is bought with a test token: the company's tracking test mode shows it on the public page.
  const testMode = page.getByRole("switch", { name: /Tracking test mode/ });
  if (!(await testMode.isChecked())) await testMode.click();
  await expect(testMode).toBeChecked();

  const pinned = new Set<string>(Object.values(QUEUED_ORDERS).map((o) => o.fullInvoiceID));
  const invoice = (await queuedInvoices(QUEUE_BRANCH)).find((i) => !pinned.has(i));
  expect(invoice, "a queued invoice no other test ships").toBeTruthy();
  const { carrier, trackingNumber } = await buyLabel(page, invoice!);

  // Public Invoice Tracking, by the link the portal makes (it names the company): the label, then each scan the stand-in reports.
  await page.goto(`/invoice-tracking?invoiceNumber=${invoice}&company=EDS`);
  const results = page
    .getByRole("grid", { name: "Shipments of the invoice" })
    .or(page.getByRole("table", { name: "Shipments of the invoice" }));
  const row = results.getByRole("row").filter({ hasText: trackingNumber });
  // Statuses read as people say them (issue 28), never LABEL PURCHASED.
  await expect(row).toContainText("Label created");
  await expect(page.getByText("Test Mode")).toBeVisible();

  const pickedUp = await advance(carrier, trackingNumber, "TRANSIT");
  await page.reload();
  await expect(row).toContainText("Shipped");
  await expect(row).toContainText(pickedUp.status_details);
  const history = page.getByRole("list", { name: "Tracking history" });
  await expect(history.getByText(pickedUp.status_details)).toBeVisible();

  const delivered = await advance(carrier, trackingNumber, "DELIVERED");
  await page.reload();
  await expect(row).toContainText("Delivered");
  await expect(row).toContainText(delivered.status_details);
  await expect(history.getByText("Delivered", { exact: true })).toBeVisible();
  await expect(history.getByText(pickedUp.status_details)).toBeVisible();

  // Shipment Tracking (the company's own list): the same status, and the timeline in the shipment's dialog.
  await page.goto("/admin/shipment-tracking");
  await page.getByLabel("Invoice Number").fill(invoice!);
  await page.getByRole("button", { name: "Apply Filters" }).click();
  const listed = page.getByRole("row").filter({ hasText: trackingNumber });
  await expect(listed).toContainText(/delivered/i);
  await expect(listed).not.toContainText("LABEL_PURCHASED");
  // A delivered package's label is used: nothing to void (issue 37 item 6).
  await expect(listed.getByRole("button", { name: "Void Label" })).toHaveCount(0);
  await listed.getByRole("button", { name: trackingNumber, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Shipment ${trackingNumber}` });
  await expect(dialog.getByText(delivered.status_details).first()).toBeVisible();
  await expect(dialog.getByText(pickedUp.status_details).first()).toBeVisible();
  await page.keyboard.press("Escape");

  // The screen's own link to Invoice Tracking names the company (CLARIFICATIONS 49) and finds the shipment, with
  // its label for a user of the company.
  await page.getByRole("link", { name: "Look up one invoice →" }).click();
  await expect(page).toHaveURL(/\/invoice-tracking\?company=EDS$/);
  await page.getByLabel("Invoice Number").fill(invoice!);
  await page.getByLabel("Invoice Number").press("Enter");
  const found = page.getByRole("region", { name: "Results" }).getByRole("row").filter({ hasText: trackingNumber });
  await expect(found).toContainText("Delivered");
  await expect(found.getByRole("link", { name: "Label" })).toBeVisible();
});
