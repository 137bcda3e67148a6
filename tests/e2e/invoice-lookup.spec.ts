import { expect, test, type Page } from "@playwright/test";
import { CUSTOMER_WITHOUT_INVOICES, INVOICE_CUSTOMER } from "@/sim/erp/fixtures";
import { ACCOUNTS, alertWith, signIn } from "./support/session";

/** The run's ERP stand-in, Production port: fault knobs (sim/erp/README.md). */
async function erpFaults(faults: Record<string, unknown> | null) {
  const url = `${process.env.E2E_ERP_BASE_URL}:5000/__control/faults`;
  const res = await fetch(
    url,
    faults
      ? { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(faults) }
      : { method: "DELETE" },
  );
  if (!res.ok) throw new Error(`fault knob refused: ${res.status}`);
}

const invoiceRows = (page: Page) => page.getByRole("table", { name: "Invoices" }).locator("tbody tr");

async function searchShipTo(page: Page, id: string) {
  await page.getByLabel("Ship To ID").fill(id);
  await page.getByLabel("Ship To ID").press("Enter");
}

test.describe("Invoice Look Up", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await page.goto("/invoice-lookup");
    await expect(page.getByRole("heading", { name: "Invoice Look Up" })).toBeVisible();
  });
  test.afterEach(() => erpFaults(null));

  test("asks for a Ship To ID", async ({ page }) => {
    await page.getByRole("button", { name: "Search" }).click();
    await expect(alertWith(page, "Please enter a Ship To ID.")).toBeVisible();
  });

  test("lists a ship-to's invoices 25 a page with Previous and Next", async ({ page }) => {
    await searchShipTo(page, INVOICE_CUSTOMER.shipToId);
    const table = page.getByRole("table", { name: "Invoices" });
    for (const name of ["Invoice Date", "Invoice Number", "PO Number", "PDF"])
      await expect(table.getByRole("columnheader", { name })).toBeVisible();
    await expect(invoiceRows(page)).toHaveCount(25);
    await expect(invoiceRows(page).first().locator("td").first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const previous = page.getByRole("button", { name: "Previous" });
    const next = page.getByRole("button", { name: "Next" });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    const firstOnPage1 = await invoiceRows(page).first().locator("td").nth(1).textContent();

    await next.click();
    await expect(page.getByText("Page 2")).toBeVisible();
    await expect(invoiceRows(page)).toHaveCount(INVOICE_CUSTOMER.invoicesOnShipTo - 25);
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();

    await previous.click();
    await expect(page.getByText("Page 1")).toBeVisible();
    await expect(invoiceRows(page).first().locator("td").nth(1)).toHaveText(firstOnPage1!);

    // A new search starts again at page 1.
    await next.click();
    await expect(page.getByText("Page 2")).toBeVisible();
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("Page 1")).toBeVisible();
  });

  test("a single page keeps Previous and Next on screen, both disabled (spec 2 section 4)", async ({ page }) => {
    await searchShipTo(page, INVOICE_CUSTOMER.otherShipToId);
    await expect(invoiceRows(page)).toHaveCount(INVOICE_CUSTOMER.invoicesOnOtherShipTo);
    await expect(page.getByText("Page 1")).toBeVisible();
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  test("says when a ship-to has no invoices, and when the ERP fails", async ({ page }) => {
    await searchShipTo(page, CUSTOMER_WITHOUT_INVOICES.id);
    await expect(alertWith(page, `No invoices found for Ship To ID ${CUSTOMER_WITHOUT_INVOICES.id}.`)).toBeVisible();
    await expect(page.getByText("No invoices found for the provided Ship To ID.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();

    await erpFaults({ failNext: { count: 2, status: 500, path: "SalesOrders" } });
    await searchShipTo(page, INVOICE_CUSTOMER.shipToId);
    await expect(alertWith(page, "Failed to retrieve invoices.")).toBeVisible();
  });

  test("picking a customer fills Ship To ID, shows the card and searches", async ({ page }) => {
    const box = page.getByRole("combobox", { name: "Search for Customer" });
    await box.fill("zzqxjv nothing");
    await expect(page.getByText("No matching customers")).toBeVisible();
    await box.fill("VOLUNTEER MECHANICAL");
    await page.getByRole("option", { name: new RegExp(INVOICE_CUSTOMER.shipToId) }).click();

    await expect(page.getByLabel("Ship To ID")).toHaveValue(INVOICE_CUSTOMER.shipToId);
    await expect(page.getByRole("heading", { name: INVOICE_CUSTOMER.shipToName })).toBeVisible();
    await expect(page.getByText(`Customer ID: ${INVOICE_CUSTOMER.shipToId}`)).toBeVisible();
    await expect(page.getByText(/^(US|USA)$/)).toHaveCount(0);
    await expect(invoiceRows(page)).toHaveCount(25);
  });

  test("opens an invoice PDF in a new tab, and says when it cannot", async ({ page }) => {
    await searchShipTo(page, INVOICE_CUSTOMER.otherShipToId);
    await expect(invoiceRows(page)).toHaveCount(INVOICE_CUSTOMER.invoicesOnOtherShipTo);
    const [tab] = await Promise.all([
      page.waitForEvent("popup"),
      invoiceRows(page)
        .first()
        .getByRole("button", { name: /View PDF/ })
        .click(),
    ]);
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();

    await erpFaults({ failNext: { count: 1, status: 500, path: "PrintInvoice" } });
    await invoiceRows(page)
      .first()
      .getByRole("button", { name: /View PDF/ })
      .click();
    await expect(alertWith(page, "Failed to load PDF. Please try again.")).toBeVisible();
  });
});
