import { expect, test, type Page } from "@playwright/test";
import { QUEUE_BRANCH, QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { ACCOUNTS, alertWith, signIn } from "./support/session";
import {
  chooseRate,
  fakeSerialScale,
  fillPackage,
  fillShipTo,
  labelsBoughtFor,
  scaleOpenedWith,
  shipButton,
} from "./support/shippo";

async function openQueue(page: Page) {
  await page.goto("/ship-station");
  await expect(page.getByRole("heading", { name: "Shipment Dashboard" })).toBeVisible();
  const picker = page.getByLabel("Shipping Branch");
  await expect(picker.locator("option", { hasText: QUEUE_BRANCH })).toHaveCount(1, { timeout: 30_000 });
  await picker.selectOption(QUEUE_BRANCH);
  await page.getByRole("button", { name: "Get Orders" }).click();
  await expect(
    page.getByRole("table", { name: "Orders to ship" }).getByText(QUEUED_ORDERS.regular.fullInvoiceID),
  ).toBeVisible({ timeout: 30_000 });
}

const scan = async (page: Page, text: string) => {
  const box = page.getByLabel("Invoice to Ship");
  await box.fill(text);
  await box.press("Enter");
};

test.describe("Shipment Dashboard", () => {
  test("lists the branch's queue and checks every scan: empty, unknown, ship via, COD", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await openQueue(page);
    const table = page.getByRole("table", { name: "Orders to ship" });
    const regular = table.getByRole("row").filter({ hasText: QUEUED_ORDERS.regular.fullInvoiceID });
    await expect(regular).toContainText("REVIEWED");
    // Nothing of it has shipped yet: its Tracking says so rather than open an empty page (issue 37 item 5).
    await expect(regular.getByRole("link", { name: /Tracking/ })).toHaveCount(0);
    await expect(regular).toContainText("Not shipped yet");
    await expect(page.getByRole("link", { name: "View All Shipments" })).toHaveAttribute(
      "href",
      "/invoice-tracking?company=EDS",
    );
    const summary = page.getByLabel("Queue summary");
    await expect(summary).toContainText("Queue size");
    await expect(summary.getByText("COD holds").locator("..")).toContainText(/\d/);

    await scan(page, "   ");
    await expect(alertWith(page, "Please enter an invoice number.")).toBeVisible();
    await scan(page, " s9999999.001 ");
    await expect(alertWith(page, "Invoice S9999999.001 is not able to ship.")).toBeVisible();
    await expect(alertWith(page, "print status Q")).toBeVisible();

    // OUR TRUCK is not a parcel (CLARIFICATIONS 64): that question stands for the ship-via one.
    await scan(page, QUEUED_ORDERS.secondGeneration.fullInvoiceID.toLowerCase());
    await expect(
      page
        .getByRole("dialog", { name: "Not a Parcel" })
        .getByText(
          `Invoice ${QUEUED_ORDERS.secondGeneration.fullInvoiceID} ships OUR TRUCK, which is not a parcel ship via. Continue with shipment?`,
        ),
    ).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();

    await scan(page, QUEUED_ORDERS.codWithBalance.fullInvoiceID);
    const warning = page.getByRole("dialog", { name: "COD Order Warning" });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole("button", { name: "Ship Anyway" })).toBeVisible();
    await warning.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/ship-station$/);

    // Save as Default: the branch comes back selected and its orders load by themselves.
    await page.getByLabel("Ship Via Keywords").fill("UPS, FEDEX, TRUCK");
    await page.getByRole("button", { name: "Save as Default" }).click();
    await expect(page.getByRole("region", { name: /^Notifications/ }).getByText("Saved as default")).toBeVisible();
    await page.goto("/home");
    await page.evaluate(() => sessionStorage.clear());
    await page.goto("/ship-station");
    await expect(page.getByLabel("Shipping Branch")).toHaveValue(QUEUE_BRANCH);
    await expect(page.getByLabel("Ship Via Keywords")).toHaveValue("UPS, FEDEX, TRUCK");
    await expect(table.getByText(QUEUED_ORDERS.regular.fullInvoiceID)).toBeVisible({ timeout: 30_000 });
  });

  test("a scan made before the branches have loaded waits for the branch's queue and opens the order", async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.staff);
    await openQueue(page);
    // The branch list is held back until after the scan, the way a slow ERP answers a fast scanner.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/ship-station/branches", async (route) => {
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest((r) => r.url().endsWith("/api/ship-station/branches"));
    await page.goto("/home");
    await page.goto("/ship-station");
    await asked;
    await scan(page, QUEUED_ORDERS.regular.fullInvoiceID);
    release();
    await expect(page).toHaveURL(new RegExp(`/ship-station/${QUEUED_ORDERS.regular.fullInvoiceID}$`), {
      timeout: 30_000,
    });
    await expect(alertWith(page, "is not able to ship")).toHaveCount(0);
  });
});

test("Ship Via Keywords are looked up at the ERP (GET /ShipVias): an order whose ship via the ERP names for them ships without the question", async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.staff);
  const lookups: string[] = [];
  page.on(
    "request",
    (r) =>
      void (r.url().endsWith("/api/erp-proxy") && r.postData()?.includes("/ShipVias") && lookups.push(r.postData()!)),
  );
  // A company that ships OUR TRUCK as a parcel (Ship54 Settings, CLARIFICATIONS 64), so only the keywords decide.
  const settings = await (await page.request.get("/api/ship54/settings")).json();
  const put = (nonParcelShipVias: string[]) =>
    page.request.put("/api/ship54/settings", { data: { ...settings, nonParcelShipVias } });
  expect((await put([])).status()).toBe(200);
  try {
    await openQueue(page);
    // "ROUTE" is in no ship via's id; the ERP finds OUR TRUCK ("Our Truck - Route Delivery") for it.
    await page.getByLabel("Ship Via Keywords").fill("route");
    await scan(page, QUEUED_ORDERS.secondGeneration.fullInvoiceID);
    await expect(page).toHaveURL(
      new RegExp(`/ship-station/${QUEUED_ORDERS.secondGeneration.fullInvoiceID.replace(".", "\\.")}$`),
    );
    expect(lookups.some((body) => body.includes('"keyword":"ROUTE"'))).toBe(true);
  } finally {
    expect((await put(settings.nonParcelShipVias)).status()).toBe(200);
  }
});

test.describe("Shipment Dashboard with Enable auto search off", () => {
  /** Ship54 Settings → Shipping Preferences, saved with Save Settings, as the user would. */
  async function setAutoSearch(page: Page, on: boolean) {
    await page.goto("/ship54-settings");
    const box = page.getByRole("checkbox", { name: /Enable auto search/ });
    await box.setChecked(on);
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Settings saved successfully!" })).toBeVisible();
  }

  test("the stored branch is selected but its orders wait for Get Orders", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await openQueue(page);
    await page.getByRole("button", { name: "Save as Default" }).click();
    await setAutoSearch(page, false);
    try {
      const orderCalls: string[] = [];
      page.on("request", (r) => void (r.url().includes("/api/ship-station/orders") && orderCalls.push(r.url())));
      await page.evaluate(() => sessionStorage.clear());
      await page.goto("/ship-station");
      await expect(page.getByLabel("Shipping Branch")).toHaveValue(QUEUE_BRANCH);
      // Well past the 0.5 s the automatic load waits when the preference is on.
      await page.waitForTimeout(2_000);
      expect(orderCalls).toEqual([]);
      const table = page.getByRole("table", { name: "Orders to ship" });
      await expect(table.getByText(QUEUED_ORDERS.regular.fullInvoiceID)).toHaveCount(0);
      await page.getByRole("button", { name: "Get Orders" }).click();
      await expect(table.getByText(QUEUED_ORDERS.regular.fullInvoiceID)).toBeVisible({ timeout: 30_000 });
    } finally {
      await setAutoSearch(page, true);
    }
  });
});

test.describe("Shipment Dashboard under COD policy prevent", () => {
  const settings = (balancePolicy: "warn" | "prevent") => ({
    freight: { defaultMethod: "filedrop", productId: "100001" },
    shipping: { enableAutoSearch: true },
    cod: { termsCodes: ["COD", "COD CASH", "COD CHECK"], balancePolicy },
  });

  test("a COD order with a balance is blocked, and only Understood closes the dialog", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    expect((await page.request.put("/api/ship54/settings", { data: settings("prevent") })).ok()).toBe(true);
    try {
      await openQueue(page);
      await scan(page, QUEUED_ORDERS.codWithBalance.fullInvoiceID);
      const blocked = page.getByRole("dialog", { name: "Shipment Blocked" });
      await expect(blocked).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(blocked).toBeVisible();
      await expect(blocked.getByRole("button")).toHaveText(["Understood"]);
      await blocked.getByRole("button", { name: "Understood" }).click();
      await expect(blocked).toBeHidden();
      await expect(page).toHaveURL(/\/ship-station$/);
      // A paid COD order ships as any other.
      await scan(page, QUEUED_ORDERS.codPaid.fullInvoiceID);
      await expect(page).toHaveURL(new RegExp(`/ship-station/${QUEUED_ORDERS.codPaid.fullInvoiceID}$`));
    } finally {
      await page.request.put("/api/ship54/settings", { data: settings("warn") });
    }
  });
});

test.describe("Shipment preparation", () => {
  test("scale weight, rates, a double click on Ship Package buys one label; then the whole flow from the keyboard", async ({
    page,
  }) => {
    // Two packages and a second tab, each with Shippo and ERP calls: longer than one screen's test.
    test.setTimeout(180_000);
    await fakeSerialScale(page, { weight: "4.50 lb" });
    await signIn(page, ACCOUNTS.staff);
    await openQueue(page);
    await scan(page, QUEUED_ORDERS.regular.fullInvoiceID);
    await expect(page).toHaveURL(new RegExp(`/ship-station/${QUEUED_ORDERS.regular.fullInvoiceID}$`));
    await expect(
      page.getByRole("heading", { name: `Ship Invoice ${QUEUED_ORDERS.regular.fullInvoiceID}` }),
    ).toBeVisible();
    await expect(page.getByLabel("Freight product", { exact: true })).toContainText("FREIGHT OUT - SMALL PARCEL");
    await expect(page.getByRole("region", { name: "Ship To" })).not.toContainText("Loading", { timeout: 30_000 });

    await fillPackage(page, { length: 12, width: 10, height: 8 });
    await page.getByRole("button", { name: "Connect Scale" }).click();
    await expect(page.getByLabel("Weight (lb)")).toHaveValue("4.5");
    // Spec 2 section 9: the scale's serial link is 9600 baud, 8 data bits, no parity, 1 stop bit.
    expect(await scaleOpenedWith(page)).toEqual([{ baudRate: 9600, dataBits: 8, parity: "none", stopBits: 1 }]);

    const ratesAnswer = page.waitForResponse((r) => r.url().endsWith("/api/shipping/rates"));
    await page.getByRole("button", { name: "Get Rates" }).click();
    const { shipmentId } = (await (await ratesAnswer).json()) as { shipmentId: string };
    const rates = page.getByRole("grid", { name: "Rates" });
    await expect(rates.getByRole("row")).not.toHaveCount(1);
    // The order asks for UPS GROUND: that rate comes chosen, and the button says what it buys.
    await expect(shipButton(page)).toHaveText(/^Ship UPS Ground - \$\d+\.\d\d$/);
    await rates.getByRole("row").filter({ hasText: "UPS" }).first().click();

    // A second tab on the same invoice, its rate chosen while the invoice is not shipped yet.
    const second = await page.context().newPage();
    await second.goto(`/ship-station/${QUEUED_ORDERS.regular.fullInvoiceID}`);
    await expect(second.getByRole("region", { name: "Ship To" })).not.toContainText("Loading", { timeout: 30_000 });
    // CLARIFICATIONS 65: nothing bought for the customer yet, so the box is typed here too.
    await fillPackage(second, { length: 12, width: 10, height: 8 });
    await second.getByLabel("Weight (lb)").fill("4.5");
    const secondRates = second.waitForResponse((r) => r.url().endsWith("/api/shipping/rates"));
    await second.getByRole("button", { name: "Get Rates" }).click();
    const { shipmentId: secondShipment } = (await (await secondRates).json()) as { shipmentId: string };
    await chooseRate(second);

    const popup = page.waitForEvent("popup");
    await shipButton(page).dblclick();
    const success = page.getByRole("dialog", { name: "Shipment Created" });
    await expect(success).toBeVisible({ timeout: 30_000 });
    const labelTab = await popup;
    await expect.poll(() => labelTab.url()).toMatch(/\/labels\/.+\.pdf$/);
    const bought = await labelsBoughtFor(shipmentId);
    expect(bought).toHaveLength(1);
    await expect(success).toContainText(bought[0].tracking_number);
    await expect(success).toContainText("dropped for StarShip");
    await page.keyboard.press("Escape");
    await expect(success).toBeVisible();

    // The second tab, open on the invoice since before it shipped, ships it too: it gets the label already bought
    // (a reprint), not a second one.
    await shipButton(second).click();
    await expect(second.getByRole("dialog", { name: "Shipment Created" })).toContainText(bought[0].tracking_number, {
      timeout: 30_000,
    });
    expect(await labelsBoughtFor(secondShipment)).toHaveLength(0);
    expect(await labelsBoughtFor(shipmentId)).toHaveLength(1);
    await second.close();

    // Return to Ship54, then the next package from the keyboard only: scan, a box's number, weight, Enter, arrows,
    // Enter, Enter. The last package's box is not offered again (CLARIFICATIONS 65): the cursor starts in the boxes.
    await success.getByRole("button", { name: "Return to Ship54" }).press("Enter");
    await expect(page).toHaveURL(/\/ship-station$/);
    await expect(page.getByLabel("Invoice to Ship")).toBeFocused();
    // Shipped, its row's Tracking links to the invoice's tracking for the desk's company (CLARIFICATIONS 49).
    await expect(
      page
        .getByRole("row")
        .filter({ hasText: QUEUED_ORDERS.regular.fullInvoiceID })
        .getByRole("link", { name: /Tracking/ }),
    ).toHaveAttribute("href", `/invoice-tracking?invoiceNumber=${QUEUED_ORDERS.regular.fullInvoiceID}&company=EDS`, {
      timeout: 30_000,
    });
    await page.keyboard.type(QUEUED_ORDERS.codPaid.fullInvoiceID);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/ship-station/${QUEUED_ORDERS.codPaid.fullInvoiceID}$`), {
      timeout: 30_000,
    });
    await expect(page.getByRole("radiogroup", { name: /Box Presets/ }).locator("[tabindex='0']")).toBeFocused({
      timeout: 30_000,
    });
    await expect(page.getByLabel("Length (in)")).toHaveValue("");
    await page.keyboard.press("2");
    await expect(page.getByLabel("Weight (lb)")).toBeFocused();
    await page.keyboard.type("3");
    await page.keyboard.press("Enter");
    // The order asks for FEDEX GROUND: the focus starts on that rate, chosen; the arrows pick another and come back.
    const requested = page.getByRole("grid", { name: "Rates" }).getByRole("row").filter({ hasText: "Requested" });
    await expect(requested).toBeFocused({ timeout: 30_000 });
    await expect(shipButton(page)).toHaveText(/^Ship FedEx Ground - \$/);
    await page.keyboard.press("ArrowDown");
    await expect(shipButton(page)).not.toHaveText(/^Ship FedEx Ground - \$/);
    await page.keyboard.press("ArrowUp");
    await expect(requested).toBeFocused();
    await expect(shipButton(page)).toHaveText(/^Ship FedEx Ground - \$/);
    await page.keyboard.press("Enter");
    const fedex = page.getByRole("dialog", { name: "Shipment Created" });
    await expect(fedex).toBeVisible({ timeout: 30_000 });
    // One spelling per carrier (CLARIFICATIONS 66): FedEx in the dialog and in the reopened invoice's packages.
    await expect(fedex.getByRole("definition").first()).toHaveText("FedEx");
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Invoice to Ship")).toBeFocused();
    await page.goto(`/ship-station/${QUEUED_ORDERS.codPaid.fullInvoiceID}`);
    await expect(
      page.getByRole("table", { name: "Shipped packages" }).getByRole("cell", { name: "FedEx", exact: true }),
    ).toBeVisible();
  });

  test("a scale that cannot be opened says so", async ({ page }) => {
    await fakeSerialScale(page, { fail: true });
    await signIn(page, ACCOUNTS.staff);
    await page.goto("/ship-station/MANUAL?manual=true");
    await page.getByRole("button", { name: "Connect Scale" }).click();
    await expect(
      alertWith(page, "Failed to connect to scale. Make sure your scale is connected and try again."),
    ).toBeVisible();
  });

  test("manual mode: validate the address, take the suggestion, buy the label", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await page.goto("/ship-station");
    await page.getByRole("link", { name: "Manual Ship" }).click();
    await expect(page).toHaveURL(/\/ship-station\/MANUAL\?manual=true$/);
    await expect(page.getByRole("heading", { name: "Manual Shipment Creation" })).toBeVisible();
    const validate = page.getByRole("button", { name: "Validate Address" });
    await expect(validate).toBeDisabled();

    await fillShipTo(page, { street1: "1 Nowhere Rd" });
    await validate.click();
    await expect(alertWith(page, "Address could not be validated")).toBeVisible();

    await page.getByLabel("Address Line 1", { exact: true }).fill("215 Clayton Street");
    await validate.click();
    await expect(alertWith(page, "Suggested: 215 Clayton St")).toBeVisible();
    await page.getByRole("button", { name: "Use Suggested Address" }).click();
    await expect(page.getByLabel("Address Line 1", { exact: true })).toHaveValue("215 Clayton St");

    await fillPackage(page, { length: 10, width: 8, height: 6, weight: 2 });
    await page.getByRole("button", { name: "Get Rates" }).click();
    const rates = page.getByRole("grid", { name: "Rates" });
    await rates.getByRole("row").nth(1).click();
    await shipButton(page).click();
    const success = page.getByRole("dialog", { name: "Shipment Created" });
    await expect(success).toBeVisible({ timeout: 30_000 });
    await expect(success).toContainText("Tracking number:");
    await success.getByRole("button", { name: "Return to Ship54" }).click();
    await expect(page).toHaveURL(/\/ship-station$/);
  });
});
