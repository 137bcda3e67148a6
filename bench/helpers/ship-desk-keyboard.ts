// The desk from the keyboard, as the ship-desk bench scripts it in Chromium: a branch's queue opened, the questions a
// scan may ask answered, and one package from the scan to the success dialog. The same script drives the working
// tree's desk and a baseline's (SHIP_DESK_BASELINE): it answers every question either of them asks.
import { expect, type Page } from "@playwright/test";

/** The dashboard with this branch's queue in. */
export async function openBranch(page: Page, branch: string, firstInvoice: string) {
  await page.goto("/ship-station");
  const picker = page.getByLabel("Shipping Branch");
  await expect(picker.locator("option", { hasText: branch })).toHaveCount(1, { timeout: 30_000 });
  await picker.selectOption(branch);
  await page.getByRole("button", { name: "Get Orders" }).click();
  await expect(page.getByRole("table", { name: "Orders to ship" }).getByText(firstInvoice)).toBeVisible({
    timeout: 30_000,
  });
}

/**
 * The questions a scan may ask before the order opens, answered as a clerk who means to ship it does: COD Order
 * Warning (Ship Anyway), Print Review Hold under warn, Not a Parcel and the ship-via question (Continue). An order
 * the desk blocks (Shipment Blocked) stops the bench: it must not be in the bench's queue.
 */
async function answerPrompts(page: Page) {
  const opened = page.waitForURL(/\/ship-station\/[^/]+$/, { timeout: 30_000 }).then(() => true);
  for (let asked = 0; asked < 4; asked++) {
    const dialog = page.getByRole("dialog").first();
    if (await Promise.race([opened, dialog.waitFor({ timeout: 30_000 }).then(() => false)])) return;
    const name = (await dialog.getByRole("heading").first().textContent())?.trim() ?? "";
    if (name === "Shipment Blocked") throw new Error("the bench's queue holds an order the desk blocks");
    const answer = name === "COD Order Warning" ? "Ship Anyway" : "Continue";
    await dialog.getByRole("button", { name: answer, exact: true }).click();
    await expect(page.getByRole("heading", { name, exact: true })).toHaveCount(0, { timeout: 30_000 });
  }
  await opened;
}

/** Waits for a condition in the page, checked every animation frame (expect's back-off polling would add to the time). */
export const until = <T>(page: Page, fn: () => T) =>
  page.waitForFunction(fn, null, { polling: "raf", timeout: 60_000 });

/**
 * One package, the way the desk works it from the keyboard; answers the moments it reached: the package form
 * ready for the weight, the rates in, the success dialog shown.
 */
export async function shipFromKeyboard(page: Page, invoice: string, weight: string) {
  const box = page.getByLabel("Invoice to Ship");
  await box.fill(invoice);
  await box.press("Enter");
  await answerPrompts(page);
  // CLARIFICATIONS 65: the cursor starts in the box presets (Enter takes the one it is on, the cursor moves to Weight),
  // else in Length: empty (the clerk types the box: 12 Tab 10 Tab 8 Tab), or holding the customer's last box, named on
  // the screen, which the clerk keeps (Tab Tab Tab).
  await until(
    page,
    () =>
      document.activeElement?.getAttribute("name") === "length" ||
      document.activeElement?.getAttribute("role") === "radio",
  );
  const start = await page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return el?.getAttribute("role") === "radio" ? "presets" : el?.value ? "last box" : "empty";
  });
  if (start === "presets") await page.keyboard.press("Enter");
  else
    for (const side of ["12", "10", "8"]) {
      if (start === "empty") await page.keyboard.type(side);
      await page.keyboard.press("Tab");
    }
  await until(page, () => document.activeElement?.getAttribute("name") === "weight");
  await page.keyboard.type(weight);
  // The Ship To comes with the invoice: Get Rates waits for it.
  await until(page, () =>
    [...document.querySelectorAll("button")].some((b) => b.textContent?.trim() === "Get Rates" && !b.disabled),
  );
  const ready = performance.now();
  await page.keyboard.press("Enter");
  await until(page, () => document.activeElement?.closest("table[aria-label='Rates'] tbody") != null);
  const rated = performance.now();
  // The rate the order's ship via asks for comes chosen, with the focus (Enter buys it); else the arrow picks one.
  if (!(await page.evaluate(() => document.activeElement?.getAttribute("aria-selected") === "true")))
    await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  // Another carrier than the ship via names is asked once per invoice (issue 27); a shipping rule's rate never is.
  const shown = () =>
    [...document.querySelectorAll("[role=dialog] h2")]
      .map((h) => h.textContent)
      .find((t) => t === "Shipment Created" || t === "Ship with another carrier?");
  if ((await until(page, shown).then((h) => h.jsonValue())) !== "Shipment Created") {
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /^Ship with / })
      .click();
    await until(page, () =>
      [...document.querySelectorAll("[role=dialog] h2")].some((h) => h.textContent === "Shipment Created"),
    );
  }
  return { ready, rated };
}
