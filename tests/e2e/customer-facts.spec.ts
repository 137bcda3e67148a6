import { expect, test, type Page } from "@playwright/test";
import { FACT_CUSTOMERS, FACT_ORDERS } from "@/sim/erp/fixtures";
import { freightLinesFor } from "./support/erp-orders";
import { ACCOUNTS, signIn } from "./support/session";
import { fillPackage, rateAndShip } from "./support/shippo";

// Issue 38 points 3 and 4 (CLARIFICATIONS 61, 62): the customer's shipping facts from the ERP on the preparation
// screen, and the ship-to checked with Shippo as the order opens. Each test ships its own pinned invoice at TNMB.

type BoughtAtShippo = {
  transactions: { billing: { account: string } | null; address_to: { street1: string; is_residential: boolean } }[];
};

/** What the run's Shippo stand-in says each label of a shipment was bought with. */
async function boughtWith(shipmentId: string) {
  const res = await fetch(`${process.env.E2E_SHIPPO_URL}/__control/shipments/${shipmentId}/transactions`);
  return ((await res.json()) as BoughtAtShippo).transactions;
}

async function openInvoice(page: Page, invoice: string) {
  await page.goto(`/ship-station/${invoice}`);
  await expect(page.getByRole("region", { name: "Ship To" })).not.toContainText("Loading", { timeout: 30_000 });
}

const facts = (page: Page) => page.getByRole("region", { name: "Customer shipping facts" });
const success = (page: Page) => page.getByRole("dialog", { name: "Shipment Created" });

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ACCOUNTS.staff);
});

test("a freight-exempt customer's order ships with no freight, and the dialog says so", async ({ page }) => {
  const invoice = FACT_ORDERS.freightExempt.fullInvoiceID;
  await openInvoice(page, invoice);
  await expect(facts(page)).toContainText("Freight ExemptYes");
  await expect(facts(page)).toContainText("Insurance RequiredNo");
  await expect(facts(page)).toContainText("Carrier AccountNone on file");
  await page.getByRole("radio", { name: "Invoice Line Item" }).check();
  await fillPackage(page, { length: 12, width: 10, height: 8, weight: 3.2 });
  const label = page.waitForResponse((r) => r.url().endsWith("/api/shipments/create-from-shipstation"));
  await rateAndShip(page);
  const bought = (await (await label).json()) as { tracking_number: string };
  await expect(success(page)).toContainText("Freight exempt customer: no freight posted.", { timeout: 30_000 });
  expect(await freightLinesFor(invoice, bought.tracking_number)).toHaveLength(0);
});

test("a customer with a UPS account is billed on it", async ({ page }) => {
  const { account } = FACT_CUSTOMERS.upsAccount.carrierAccount;
  await openInvoice(page, FACT_ORDERS.upsAccount.fullInvoiceID);
  await expect(facts(page)).toContainText(`Carrier AccountUPS ${account} (ZIP 37064)`);
  await fillPackage(page, { length: 12, width: 10, height: 8, weight: 3.2 });
  await page.getByRole("checkbox", { name: `Bill to customer's UPS account ${account}` }).check();
  const rates = page.waitForResponse((r) => r.url().endsWith("/api/shipping/rates"));
  await page.getByRole("button", { name: "Get Rates" }).click();
  const answer = (await (await rates).json()) as { shipmentId: string; rates: { provider: string }[] };
  expect(new Set(answer.rates.map((r) => r.provider))).toEqual(new Set(["UPS"]));
  const grid = page.getByRole("grid", { name: "Rates" });
  await grid.getByRole("row").filter({ hasText: "$" }).first().click();
  await page.getByRole("button", { name: /^Ship UPS .+ - \$/ }).click();
  await expect(success(page)).toContainText(
    `Label billed to the customer's UPS account ${account}: no freight posted.`,
    {
      timeout: 30_000,
    },
  );
  const [label] = await boughtWith(answer.shipmentId);
  expect(label.billing).toMatchObject({ type: "THIRD_PARTY", account });
});

test("a suggested address is used, kept across a reload, and the label goes there", async ({ page }) => {
  await openInvoice(page, FACT_ORDERS.suggested.fullInvoiceID);
  const suggestion = page.getByRole("region", { name: "Suggested address" });
  await expect(suggestion.getByRole("region", { name: "As Entered" })).toContainText("2207 WILLOW BEND LANE", {
    timeout: 30_000,
  });
  await expect(suggestion.getByRole("region", { name: "Suggested" })).toContainText("2207 WILLOW BEND Ln");
  // The ERP says nothing of a residence; Shippo does, and says so.
  await expect(facts(page)).toContainText("ResidentialYes (as Shippo reports it)");

  await suggestion.getByRole("button", { name: "Use Suggested" }).click();
  await expect(suggestion.getByRole("status")).toHaveText("Using the suggested address.");
  await expect(page.getByRole("region", { name: "Ship To" })).toContainText("2207 WILLOW BEND Ln");

  await page.reload();
  await expect(page.getByRole("region", { name: "Ship To" })).toContainText("2207 WILLOW BEND Ln", {
    timeout: 30_000,
  });
  await expect(page.getByRole("button", { name: "Use Suggested" })).toHaveAttribute("aria-pressed", "true");

  await fillPackage(page, { length: 12, width: 10, height: 8, weight: 3.2 });
  const shipmentId = await rateAndShip(page);
  await expect(success(page)).toBeVisible({ timeout: 30_000 });
  const [label] = await boughtWith(shipmentId);
  expect(label.address_to).toMatchObject({ street1: "2207 WILLOW BEND Ln", is_residential: true });
});
