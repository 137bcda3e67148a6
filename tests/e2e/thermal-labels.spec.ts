import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { LABEL_FORMAT_NAMES, type LabelFormat } from "@/lib/shipping/labels/label-format";
import { QUEUE_BRANCH } from "@/sim/erp/fixtures";
import { installFakeUsbPrinter } from "@/sim/usb-printer/install";
import { seriousAxeFindings } from "./support/axe";
import { markPrinted, requeueInvoice } from "./support/erp-orders";
import { ACCOUNTS, signIn } from "./support/session";
import { fillPackage, fillShipTo, rateAndShip } from "./support/shippo";

// Issue 29 point 1: a branch's label format. ZPL goes to the USB printer the clerk paired once (a fake ZD420 behind
// Chromium's WebUSB, sim/usb-printer), or is downloaded where it cannot; PDF 4x6 opens in a tab as PDFs do.

test.describe.configure({ mode: "serial" });

/** The branch's label format, chosen on Ship54 Settings' Label Format card as a Ship54 admin (staff is one). */
async function setLabelFormat(page: Page, format: LabelFormat) {
  await page.goto("/ship54-settings");
  const card = page.locator("section", { has: page.getByRole("heading", { name: "Label Format" }) });
  await expect(card.getByLabel("Branch", { exact: true })).toHaveValue(QUEUE_BRANCH);
  const choice = card
    .getByRole("group", { name: "Label format" })
    .getByRole("radio", { name: LABEL_FORMAT_NAMES[format] });
  // The card shows the saved format once read; choosing it again saves nothing.
  await expect(card.getByRole("radio", { checked: true })).toHaveCount(1);
  if (await choice.isChecked()) return;
  // The card shows the format once saved, so the radio turns on with the answer, not with the click.
  await choice.click();
  await expect(page.getByText(`Label format for ${QUEUE_BRANCH} saved`)).toBeVisible();
  await expect(choice).toBeChecked();
}

/** Popups (new tabs) the page opens from now on. */
function countTabs(page: Page) {
  const tabs: string[] = [];
  page.on("popup", (p) => tabs.push(p.url()));
  return tabs;
}

/** A manual shipment from the queue's branch to a fixed address: a label without taking an invoice of the queue. */
async function shipManually(page: Page, reference: string) {
  await page.goto("/ship-station/MANUAL?manual=true");
  const from = page.getByLabel("Ship From Branch");
  await expect(from.locator("option", { hasText: QUEUE_BRANCH })).toHaveCount(1, { timeout: 30_000 });
  await from.selectOption(QUEUE_BRANCH);
  await fillShipTo(page, { street1: "20 Hudson Yards", city: "New York", state: "NY", zip: "10001", reference });
  await fillPackage(page, { length: 10, width: 8, height: 6, weight: 2 });
  await rateAndShip(page);
  const success = page.getByRole("dialog", { name: "Shipment Created" });
  await expect(success).toBeVisible({ timeout: 30_000 });
  return success;
}

/** The invoices this spec put back in the queue: printed again at the end, so specs that take a queued one do not. */
const requeued: string[] = [];

test.afterAll(async ({ browser }) => {
  for (const invoice of requeued) await markPrinted(invoice);
  // The run's other desk tests buy PDF labels at this branch.
  const page = await browser.newPage();
  await signIn(page, ACCOUNTS.staff);
  const res = await page.request.put("/api/ship54/label-formats", { data: { branch: QUEUE_BRANCH, format: "PDF" } });
  expect(res.status()).toBe(200);
  await page.close();
});

test("ZPL goes to the paired printer: Ship Package prints, R prints again, Shipment Tracking reprints", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const printer = await installFakeUsbPrinter(context);
  await signIn(page, ACCOUNTS.staff);
  await setLabelFormat(page, "ZPLII");
  // An invoice printed at the ERP, put back in the queue (two-packages takes the last such one), and printed again
  // after the spec (afterAll), so the specs that ship a queued invoice never take it.
  const invoice = await requeueInvoice(QUEUE_BRANCH, (printed) => printed.at(-2)!);
  requeued.push(invoice);
  await page.goto(`/ship-station/${invoice}`);
  await expect(page.getByRole("region", { name: "Ship To" })).not.toContainText("Loading", { timeout: 30_000 });

  // Paired once: Chromium's chooser offers the ZD420, and the desk names it from then on.
  await page.getByRole("button", { name: "Pair Printer" }).click();
  await expect(page.getByText("Printer: ZD420")).toBeVisible();
  await expect(page.getByRole("button", { name: "Forget Printer" })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.reload();
  await expect(page.getByText("Printer: ZD420")).toBeVisible({ timeout: 30_000 });

  const tabs = countTabs(page);
  await fillPackage(page, { length: 12, width: 10, height: 8, weight: 3 });
  await rateAndShip(page);
  const success = page.getByRole("dialog", { name: "Shipment Created" });
  await expect(success).toBeVisible({ timeout: 30_000 });
  await expect(success.getByText("Sent to ZD420 printer.")).toBeVisible();
  const tracking = (await success.locator(".font-mono").first().textContent())!.trim();
  expect(printer.jobs()).toHaveLength(1);
  const [job] = printer.jobs();
  expect(job.startsWith("^XA")).toBe(true);
  expect(job).toContain(tracking);
  expect(tabs).toEqual([]);
  await expect(success.getByRole("button", { name: "Reprint" })).toHaveAttribute("aria-keyshortcuts", "R");
  expect(await seriousAxeFindings(page)).toEqual([]);

  // One key reprints the same label.
  await page.keyboard.press("r");
  await expect.poll(() => printer.jobs().length).toBe(2);
  expect(printer.jobs()[1]).toBe(job);
  expect(tabs).toEqual([]);

  // The cable pulled: the clerk is told, and gets the file instead.
  printer.unplug();
  const download = page.waitForEvent("download");
  await success.getByRole("button", { name: "Reprint" }).click();
  expect((await download).suggestedFilename()).toBe(`${tracking}.zpl`);
  await expect(
    success.getByText(
      `The ZD420 printer is not connected: check its USB cable and power. Downloaded ${tracking}.zpl instead.`,
    ),
  ).toBeVisible();
  expect(printer.jobs()).toHaveLength(2);
  printer.plug();

  await success.getByRole("button", { name: "Return to Ship54" }).click();
  // The invoice's shipped packages reprint it too.
  await page.goto(`/ship-station/${invoice}`);
  await page
    .getByRole("table", { name: "Shipped packages" })
    .getByRole("button", { name: "Reprint package 1" })
    .click();
  await expect.poll(() => printer.jobs().length).toBe(3);
  expect(printer.jobs()[2]).toBe(job);

  await page.goto("/admin/shipment-tracking");
  await page.getByLabel("Invoice Number").fill(invoice);
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await page.getByRole("button", { name: `Reprint label ${tracking}` }).click();
  await expect.poll(() => printer.jobs().length).toBe(4);
  expect(printer.jobs()[3]).toBe(job);
  await expect(page.getByText("Sent to ZD420 printer.")).toBeVisible();
  expect(tabs).toEqual([]);
});

test("without a paired printer the ZPL label is downloaded, and the dialog says why", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ACCOUNTS.staff);
  await setLabelFormat(page, "ZPLII");
  const tabs = countTabs(page);
  const download = page.waitForEvent("download");
  const success = await shipManually(page, "Thermal labels without a printer");
  const file = await download;
  const tracking = file.suggestedFilename().replace(/\.zpl$/, "");
  await expect(success).toContainText(tracking);
  await expect(success.getByText(`Downloaded ${tracking}.zpl: no printer paired.`)).toBeVisible();
  const text = await readFile(await file.path(), "latin1");
  expect(text.startsWith("^XA")).toBe(true);
  expect(text).toContain(tracking);
  expect(tabs).toEqual([]);
});

test("a PDF 4x6 branch opens the label in a new tab", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ACCOUNTS.staff);
  await setLabelFormat(page, "PDF_4x6");
  const tab = page.waitForEvent("popup");
  const success = await shipManually(page, "Thermal labels on PDF 4x6");
  await expect.poll(async () => (await tab).url()).toMatch(/\/labels\/.+\.pdf$/);
  await expect(success.getByText(/^(Sent to|Downloaded) /)).toHaveCount(0);
});
