import { expect, type Page } from "@playwright/test";

/** POSTs of the ERP proxy that search price lines (spec 2 section 7: GET /PriceLines with a keyword). */
function countPriceLineSearches(page: Page): () => number {
  let count = 0;
  page.on("request", (r) => {
    if (r.method() !== "POST" || !r.url().endsWith("/api/erp-proxy")) return;
    if ((r.postDataJSON() as { url?: string } | null)?.url === "/PriceLines") count++;
  });
  return () => count;
}

/**
 * Spec 2 section 9's search delay, on the page's own clock: with time stopped, a typed term asks nothing until
 * `delayMs` have passed and asks once when they have. The clock only moves when told, so a slow machine can delay
 * the request's arrival but never make it come early.
 */
export async function expectPriceLineSearchAfter(page: Page, delayMs: number) {
  const searches = countPriceLineSearches(page);
  await page.clock.install();
  await page.reload();
  const field = page.getByLabel("Price Line");
  await expect(field).toBeEditable();
  await page.clock.pauseAt(Date.now() + 10_000);
  await field.fill("uponor");
  await page.waitForTimeout(300);
  await page.clock.runFor(delayMs - 1);
  await page.waitForTimeout(500);
  expect(searches()).toBe(0);
  await page.clock.runFor(1);
  await expect.poll(searches).toBe(1);
  await expect(page.getByRole("option", { name: /UPON-PEX/ })).toBeVisible();
  expect(searches()).toBe(1);
}
