import { expect, test, type APIRequestContext } from "@playwright/test";
import { QUEUE_BRANCH, QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { clearErpFaults, erpFault } from "./support/erp";
import { ACCOUNTS, alertWith, signIn } from "./support/session";
import {
  chooseRate,
  fillPackage,
  fillShipTo,
  labelsBoughtFor,
  shipButton,
  shippoFault,
  withoutWebSerial,
} from "./support/shippo";

// Spec 2 section 8, the shipping desk's failure texts: each shown as written, and the next try working.

type Freight = { defaultMethod: string; productId: string | null };

/** The staff account's company's freight settings, changed by an administrator as the settings screen would. */
async function setFreight(request: APIRequestContext, freight: Freight | null): Promise<Freight> {
  const login = await request.post("/api/auth/login", { data: ACCOUNTS.admin });
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const users = (await (await request.get("/api/admin/users", { headers: auth })).json()) as {
    email: string;
    companyId: string;
  }[];
  const path = `/api/ship54/settings?companyId=${users.find((u) => u.email === ACCOUNTS.staff.email)!.companyId}`;
  const settings = (await (await request.get(path, { headers: auth })).json()) as { freight: Freight };
  const saved = await request.put(path, { headers: auth, data: { ...settings, freight: freight ?? settings.freight } });
  expect(saved.status(), await saved.text()).toBe(200);
  return settings.freight;
}

test.describe("Shipping desk messages", () => {
  test.afterEach(() => clearErpFaults());

  test("orders the ERP does not give say Failed to load orders., and Get Orders then lists them", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await page.goto("/ship-station");
    const picker = page.getByLabel("Shipping Branch");
    await expect(picker.locator("option", { hasText: QUEUE_BRANCH })).toHaveCount(1, { timeout: 30_000 });
    await erpFault({ failNext: { count: 5, status: 500, path: "SalesOrders" } });
    await picker.selectOption(QUEUE_BRANCH);
    await page.getByRole("button", { name: "Get Orders" }).click();
    await expect(alertWith(page, "Failed to load orders.")).toBeVisible({ timeout: 30_000 });

    await clearErpFaults();
    await page.getByRole("button", { name: "Get Orders" }).click();
    await expect(
      page.getByRole("table", { name: "Orders to ship" }).getByText(QUEUED_ORDERS.regular.fullInvoiceID),
    ).toBeVisible({ timeout: 30_000 });
    await expect(alertWith(page, "Failed to load orders.")).toHaveCount(0);
  });

  test("a browser without Web Serial is told the scale needs Chrome/Edge, and the weight is typed", async ({
    page,
  }) => {
    await withoutWebSerial(page);
    await signIn(page, ACCOUNTS.staff);
    await page.goto("/ship-station/MANUAL?manual=true");
    await expect(page.getByText("Scale connection requires Chrome/Edge browser")).toBeVisible();
    await page.getByLabel("Weight (lb)").fill("2.5");
    await expect(page.getByLabel("Weight (lb)")).toHaveValue("2.5");
  });

  test("a package out of range says why beside its field, once, and Get Rates waits until it is right", async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.staff);
    await page.goto("/ship-station/MANUAL?manual=true");
    await fillShipTo(page, { street1: "215 Clayton Street" });
    const getRates = page.getByRole("button", { name: "Get Rates" });
    await expect(page.getByText("More than 0, up to 150 lb")).toBeVisible();

    await fillPackage(page, { length: 0, width: 10, height: -2, weight: 3 });
    await expect(page.getByText("Length must be more than 0 in")).toBeVisible();
    await expect(page.getByText("Height must be more than 0 in")).toBeVisible();
    await expect(page.getByLabel("Length (in)")).toHaveAccessibleDescription("Length must be more than 0 in");
    await expect(getRates).toBeDisabled();

    await fillPackage(page, { length: 12, width: 10, height: 8, weight: 500 });
    await expect(page.getByText("Weight is at most 150 lb")).toHaveCount(1);
    await expect(getRates).toBeDisabled();
    await page.getByLabel("Weight (lb)").press("Enter");
    await expect(page.getByText("No rates returned")).toHaveCount(0);

    await page.getByLabel("Weight (lb)").fill("3");
    await expect(page.getByText("Weight is at most 150 lb")).toHaveCount(0);
    await expect(getRates).toBeEnabled();
  });

  test("an address check Shippo cannot answer says Address validation failed, and the next check works", async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.staff);
    await page.goto("/ship-station/MANUAL?manual=true");
    await fillShipTo(page, { street1: "215 Clayton Street" });

    await shippoFault({ count: 1, status: 500, method: "POST", path: "/addresses" });
    await page.getByRole("button", { name: "Validate Address" }).click();
    await expect(alertWith(page, "Address validation failed. Please check your address and try again.")).toBeVisible({
      timeout: 30_000,
    });

    await page.getByRole("button", { name: "Validate Address" }).click();
    await expect(alertWith(page, "Suggested: 215 Clayton St")).toBeVisible({ timeout: 30_000 });
    await expect(alertWith(page, "Address validation failed. Please check your address and try again.")).toHaveCount(0);
  });

  test("a label whose shipment record was not saved still stands, and the screen says the record is missing", async ({
    page,
  }) => {
    const warning = "The label was bought, but the shipment record could not be saved.";
    // The label is really bought; the answer is the one the server gives when its database refuses the record
    // (tests/integration/shipping/labels.test.ts makes the database refuse it for real).
    await page.route("**/api/shipments/create-manual", async (route) => {
      const real = await route.fetch();
      route.fulfill({ response: real, json: { ...((await real.json()) as object), shipmentId: null, warning } });
    });
    await signIn(page, ACCOUNTS.staff);
    await page.goto("/ship-station/MANUAL?manual=true");
    await fillShipTo(page, { street1: "215 Clayton St" });
    await fillPackage(page, { length: 10, width: 8, height: 6, weight: 2 });
    await page.getByRole("button", { name: "Get Rates" }).click();
    await page.getByRole("grid", { name: "Rates" }).getByRole("row").nth(1).click();
    await shipButton(page).click();
    const success = page.getByRole("dialog", { name: "Shipment Created" });
    await expect(success).toBeVisible({ timeout: 30_000 });
    await expect(success).toContainText("Tracking number:");
    await expect(success.getByRole("alert")).toHaveText(warning);
  });

  test("Invoice Line Item without a Freight Product ID says so before anything is bought", async ({
    page,
    request,
  }) => {
    const before = await setFreight(request, { defaultMethod: "lineitem", productId: null });
    try {
      await signIn(page, ACCOUNTS.staff);
      await page.goto(`/ship-station/${QUEUED_ORDERS.regular.fullInvoiceID}`);
      await expect(page.getByRole("region", { name: "Ship To" })).not.toContainText("Loading", { timeout: 30_000 });
      await expect(page.getByRole("radio", { name: "Invoice Line Item" })).toBeChecked();
      await expect(page.getByLabel("Freight Product ID")).toHaveValue("");
      await fillPackage(page, { length: 12, width: 10, height: 8, weight: 3 });
      const answer = page.waitForResponse((r) => r.url().endsWith("/api/shipping/rates"));
      await page.getByRole("button", { name: "Get Rates" }).click();
      const { shipmentId } = (await (await answer).json()) as { shipmentId: string };
      await chooseRate(page);
      await shipButton(page).click();
      await expect(alertWith(page, "Please enter a Freight Product ID for Invoice Line Item method")).toBeVisible();
      await expect(page.getByRole("dialog", { name: "Shipment Created" })).toHaveCount(0);
      expect(await labelsBoughtFor(shipmentId)).toHaveLength(0);
    } finally {
      await setFreight(request, before);
    }
  });
});
