import { expect, type Page } from "@playwright/test";
import { QUEUE_BRANCH, QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { queuedInvoices } from "./erp-orders";

/**
 * The n-th free invoice of the queue's branch (not one of the fixtures' pinned orders). Each spec that ships one
 * takes its own: the tracking and fault tests the first two, the packages test the third, the shipped-invoice test
 * the fourth; the scale-out test the last ones.
 */
export async function freeInvoice(n: number): Promise<string> {
  const pinned = new Set<string>(Object.values(QUEUED_ORDERS).map((o) => o.fullInvoiceID));
  return (await queuedInvoices(QUEUE_BRANCH)).filter((i) => !pinned.has(i))[n];
}

/** The Shipment Dashboard on a branch (the queue's unless told) after Get Orders, and the invoice's row in it. */
export async function openQueueRow(page: Page, invoice: string, branch: string = QUEUE_BRANCH) {
  await page.goto("/ship-station");
  const picker = page.getByLabel("Shipping Branch");
  await expect(picker.locator("option", { hasText: branch })).toHaveCount(1, { timeout: 30_000 });
  await picker.selectOption(branch);
  await page.getByRole("button", { name: "Get Orders" }).click();
  return page.getByRole("table", { name: "Orders to ship" }).getByRole("row").filter({ hasText: invoice });
}
