import { expect, test, type Page } from "@playwright/test";
import { QUEUE_BRANCH, QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { markPrinted, requeueInvoice } from "./support/erp-orders";
import { ACCOUNTS, signIn } from "./support/session";
import { openQueueRow } from "./support/ship-queue";

// Issue 37 deliver 6 (CLARIFICATIONS 65): the clerk's loop from the keyboard alone, typed at full speed (no delay
// between keys), at a branch with box presets and at one without, on the desk's 1366x768 screen. Every key is
// recorded where it landed, and the label Shippo sold is read back at the size and weight typed.
test.use({ viewport: { width: 1366, height: 768 } });

/** A branch of the staff user's with queued parcels and no box presets (the seed gives boxes to TNNA and TNCO only). */
const BARE_BRANCH = "TNMB";

const requeued: string[] = [];
test.afterAll(async () => {
  for (const invoice of requeued) await markPrinted(invoice);
});

type Landed = { key: string; at: string };

/** Records, before the page's own code sees it, every key the clerk presses and the element it went to. */
async function recordKeys(page: Page) {
  await page.addInitScript(() => {
    const landed: { key: string; at: string }[] = [];
    Object.defineProperty(window, "__landed", { configurable: true, value: landed });
    const where = (el: Element | null): string => {
      if (!el || el === document.body) return "nothing";
      if (el instanceof HTMLInputElement) return el.labels?.[0]?.textContent?.trim() || el.name || "an input";
      if (el.closest("[role='radiogroup']")) return `box ${el.querySelector("kbd")?.textContent ?? "?"}`;
      const table = el.closest("table[aria-label]");
      if (table) return `a row of ${table.getAttribute("aria-label")}`;
      if (el instanceof HTMLButtonElement) return `button ${el.textContent?.trim()}`;
      return el.tagName.toLowerCase();
    };
    document.addEventListener("keydown", (e) => landed.push({ key: e.key, at: where(document.activeElement) }), true);
  });
}
const landed = (page: Page): Promise<Landed[]> =>
  page.evaluate(() => (window as unknown as { __landed: Landed[] }).__landed.splice(0));

/** Keys as a clerk types them: text typed character by character, named keys (Tab, Enter) pressed; no pauses. */
async function typeAsClerk(page: Page, keys: string[]) {
  for (const k of keys) await (/^[A-Z][a-z]+$/.test(k) ? page.keyboard.press(k) : page.keyboard.type(k));
}

/** What the run's Shippo stand-in sold for the rates' shipment: its parcels (length, width, height, weight), once bought. */
async function parcelsSold(shipmentId: string) {
  const res = await fetch(`${process.env.E2E_SHIPPO_URL}/__control/shipments/${shipmentId}/transactions`);
  const body = (await res.json()) as {
    parcels: { length: string; width: string; height: string; weight: string }[];
    transactions: { status: string }[];
  };
  expect(body.transactions.filter((t) => t.status === "SUCCESS")).toHaveLength(1);
  return body.parcels.map((p) => [p.length, p.width, p.height, p.weight].map(Number));
}

/** The Shipment Dashboard on the branch, its queue in, the cursor in the scan box (the desk's start of the day). */
async function openDesk(page: Page, branch: string, invoice: string) {
  await expect(await openQueueRow(page, invoice, branch)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel("Invoice to Ship")).toBeFocused();
}

/** The package form, Get Rates and Ship are on the 1366x768 screen as it opened: nothing scrolled, nothing below. */
async function expectFormOnScreen(page: Page) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const control of [
    page.getByLabel("Weight (lb)"),
    page.getByRole("button", { name: "Get Rates" }),
    page.getByRole("button", { name: /^Ship (Package$|.+ - \$)/ }),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(768);
  }
}

/** Enter in Weight (Get Rates), Enter on the rate that comes chosen (Ship), Enter in the dialog (Return to Ship54). */
async function rateShipAndReturn(page: Page) {
  const rates = page.waitForResponse((r) => r.url().endsWith("/api/shipping/rates"));
  await typeAsClerk(page, ["Enter"]);
  const { shipmentId } = (await (await rates).json()) as { shipmentId: string };
  await expect(page.getByRole("grid", { name: "Rates" }).getByRole("row").filter({ hasText: "Requested" })).toBeFocused(
    { timeout: 30_000 },
  );
  await typeAsClerk(page, ["Enter"]);
  await expect(page.getByRole("dialog", { name: "Shipment Created" })).toBeVisible({ timeout: 30_000 });
  await typeAsClerk(page, ["Enter"]);
  await expect(page).toHaveURL(/\/ship-station$/);
  await expect(page.getByLabel("Invoice to Ship")).toBeFocused();
  return shipmentId;
}

test("a branch without presets: 10 Tab 8 Tab 6 Tab 4 Enter lands in Length, Width, Height and Weight and buys 10x8x6 at 4 lb", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const invoice = await requeueInvoice(BARE_BRANCH, (printed) => printed[0]);
  requeued.push(invoice);
  await recordKeys(page);
  await signIn(page, ACCOUNTS.staff);
  await openDesk(page, BARE_BRANCH, invoice);

  await landed(page);
  await typeAsClerk(page, [invoice, "Enter"]);
  await expect(page).toHaveURL(new RegExp(`/ship-station/${invoice.replace(".", "\\.")}$`), { timeout: 30_000 });
  // CLARIFICATIONS 65: no presets, so the cursor starts in Length, and every field is empty.
  await expect(page.getByLabel("Length (in)")).toBeFocused({ timeout: 30_000 });
  await expect(page.getByText(`No box presets for branch ${BARE_BRANCH}`)).toBeVisible();
  for (const field of ["Length (in)", "Width (in)", "Height (in)", "Weight (lb)"])
    await expect(page.getByLabel(field)).toHaveValue("");
  await expectFormOnScreen(page);

  // A digit is Length's here: no box takes it.
  await typeAsClerk(page, ["10", "Tab", "8", "Tab", "6", "Tab", "4"]);
  await expect(page.getByLabel("Length (in)")).toHaveValue("10");
  await expect(page.getByLabel("Width (in)")).toHaveValue("8");
  await expect(page.getByLabel("Height (in)")).toHaveValue("6");
  await expect(page.getByLabel("Weight (lb)")).toHaveValue("4");
  const shipmentId = await rateShipAndReturn(page);

  expect((await landed(page)).map((k) => `${k.key} → ${k.at}`)).toEqual([
    ...[...invoice].map((c) => `${c} → Invoice to Ship`),
    "Enter → Invoice to Ship",
    "1 → Length (in)",
    "0 → Length (in)",
    "Tab → Length (in)",
    "8 → Width (in)",
    "Tab → Width (in)",
    "6 → Height (in)",
    "Tab → Height (in)",
    "4 → Weight (lb)",
    "Enter → Weight (lb)",
    "Enter → a row of Rates",
    "Enter → button Return to Ship54",
  ]);
  expect(await parcelsSold(shipmentId)).toEqual([[10, 8, 6, 4]]);
});

test("a branch with presets: the cursor starts in the boxes, after a hold prompt too; 2 then 4 Enter buys the Medium box at 4 lb", async ({
  page,
}) => {
  test.setTimeout(150_000);
  // Printed invoices at the desk's branch that no other spec picks (they take the last four).
  const invoice = await requeueInvoice(QUEUE_BRANCH, (printed) => printed.at(-6)!);
  requeued.push(invoice);
  await recordKeys(page);
  await signIn(page, ACCOUNTS.staff);
  await openDesk(page, QUEUE_BRANCH, invoice);
  const presets = page.getByRole("radiogroup", { name: /Box Presets/ });
  // The list's tab stop: its first box, or the customer's last one (its size filled, and named) when there is one.
  const tabStop = presets.locator("[tabindex='0']");

  // An order on a print review hold asks first; past the question, the screen starts as any other.
  await typeAsClerk(page, [QUEUED_ORDERS.creditHold.fullInvoiceID, "Enter"]);
  const hold = page.getByRole("dialog", { name: "Print Review Hold" });
  await expect(hold.getByRole("button", { name: "Cancel" })).toBeFocused();
  await typeAsClerk(page, ["Tab", "Enter"]);
  await expect(page).toHaveURL(new RegExp(`/ship-station/${QUEUED_ORDERS.creditHold.fullInvoiceID}$`));
  await expect(tabStop).toBeFocused({ timeout: 30_000 });
  await expect(page.getByLabel("Weight (lb)")).toHaveValue("");
  await expectFormOnScreen(page);

  await page.goto("/ship-station");
  await expect(page.getByLabel("Shipping Branch")).toHaveValue(QUEUE_BRANCH);
  await expect(page.getByRole("table", { name: "Orders to ship" }).getByText(invoice)).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel("Invoice to Ship").focus();
  await landed(page);
  await typeAsClerk(page, [invoice, "Enter"]);
  await expect(page).toHaveURL(new RegExp(`/ship-station/${invoice.replace(".", "\\.")}$`), { timeout: 30_000 });
  await expect(tabStop).toBeFocused({ timeout: 30_000 });
  const lastBox = await page.getByText("Last box for this customer:").isVisible();
  for (const field of lastBox ? ["Weight (lb)"] : ["Length (in)", "Width (in)", "Height (in)", "Weight (lb)"])
    await expect(page.getByLabel(field)).toHaveValue("");
  await expectFormOnScreen(page);
  const startBox = await tabStop.locator("kbd").textContent();

  await typeAsClerk(page, ["2", "4"]);
  await expect(presets.getByRole("radio", { name: /Medium 12x10x8/ })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByLabel("Length (in)")).toHaveValue("12");
  await expect(page.getByLabel("Weight (lb)")).toHaveValue("4");
  const shipmentId = await rateShipAndReturn(page);

  expect((await landed(page)).map((k) => `${k.key} → ${k.at}`)).toEqual([
    ...[...invoice].map((c) => `${c} → Invoice to Ship`),
    "Enter → Invoice to Ship",
    `2 → box ${startBox}`,
    "4 → Weight (lb)",
    "Enter → Weight (lb)",
    "Enter → a row of Rates",
    "Enter → button Return to Ship54",
  ]);
  expect(await parcelsSold(shipmentId)).toEqual([[12, 10, 8, 4]]);
});
