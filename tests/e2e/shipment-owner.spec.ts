import { expect, test, type Page } from "@playwright/test";
import { QUEUE_BRANCH } from "@/sim/erp/fixtures";
import { freightLinesFor, markPrinted, requeueInvoice } from "./support/erp-orders";
import { ACCOUNTS, signIn } from "./support/session";
import { fillPackage, rateAndShip } from "./support/shippo";

// Issue 36 (CLARIFICATIONS 56): the steps after a label are the server's. A clerk who closes the tab (or loses the
// network) right after the label was bought still gets the freight on the ERP order.
const requeued: string[] = [];
test.afterAll(async () => {
  for (const invoice of requeued) await markPrinted(invoice);
});

/** An invoice printed at the ERP, put back in the queue for this spec (printed again after it), opened on the desk. */
async function openRequeued(page: Page, pick: (printed: string[]) => string) {
  const invoice = await requeueInvoice(QUEUE_BRANCH, pick);
  requeued.push(invoice);
  await page.goto(`/ship-station/${invoice}`);
  await expect(page.getByRole("region", { name: "Ship To" })).not.toContainText("Loading", { timeout: 30_000 });
  await page.getByRole("radio", { name: "Invoice Line Item" }).check();
  await fillPackage(page, { length: 12, width: 10, height: 8, weight: 3 });
  return invoice;
}

test("a label whose page is closed right after it was bought has its freight on the ERP order", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ACCOUNTS.staff);
  const invoice = await openRequeued(page, (printed) => printed.at(-3)!);

  const label = page.waitForResponse((r) => r.url().endsWith("/api/shipments/create-from-shipstation"));
  await rateAndShip(page);
  const bought = (await (await label).json()) as { tracking_number: string };
  // The clerk closes the tab as soon as the label is bought: the browser asks for nothing more.
  await page.close();

  await expect
    .poll(async () => (await freightLinesFor(invoice, bought.tracking_number)).length, { timeout: 60_000 })
    .toBe(1);
});

test("the success dialog shows the label at once and follows the freight the server posts", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ACCOUNTS.staff);
  const invoice = await openRequeued(page, (printed) => printed.at(-4)!);
  const label = page.waitForResponse((r) => r.url().endsWith("/api/shipments/create-from-shipstation"));
  await rateAndShip(page);
  const bought = (await (await label).json()) as { tracking_number: string; amount: number };
  const success = page.getByRole("dialog", { name: "Shipment Created" });
  await expect(success).toContainText(bought.tracking_number, { timeout: 30_000 });
  await expect(success).toContainText(
    `Freight of $${bought.amount.toFixed(2)} posted to the invoice; print status P.`,
    { timeout: 30_000 },
  );
  expect(await freightLinesFor(invoice, bought.tracking_number)).toHaveLength(1);
});
