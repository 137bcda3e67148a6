import { expect, test, type Page } from "@playwright/test";
import { queuedParcels } from "./support/erp-orders";
import { ACCOUNTS, signIn } from "./support/session";
import { fillPackage, labelsBoughtFor, shipButton } from "./support/shippo";

// Issue 27: an order asking for UPS GROUND opened with the focus on the cheapest USPS rate, and Enter, Enter bought it.

/** A queued UPS GROUND invoice no other test ships: TNCV's (the other shipping tests work TNNA's queue). */
async function upsGroundInvoice(): Promise<string> {
  const invoice = (await queuedParcels("TNCV")).find((o) => o.shipVia === "UPS GROUND")?.fullInvoiceID;
  expect(invoice, "a queued UPS GROUND invoice no other test ships").toBeTruthy();
  return invoice!;
}

/** Get Rates from the keyboard (Enter in Weight); answers the Shippo shipment the rates belong to. */
async function getRates(page: Page, weight: string): Promise<string> {
  await page.getByLabel("Weight (lb)").fill(weight);
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/shipping/rates"));
  await page.getByLabel("Weight (lb)").press("Enter");
  return ((await (await answer).json()) as { shipmentId: string }).shipmentId;
}

const cells = async (row: ReturnType<Page["getByRole"]>) =>
  (await row.getByRole("gridcell").allTextContents()).map((t) => t.trim());

test("an order asking for UPS GROUND opens on that rate, tagged Requested; Enter buys it, another carrier is confirmed once", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const invoice = await upsGroundInvoice();
  await signIn(page, ACCOUNTS.staff);
  await page.goto(`/ship-station/${invoice}`);
  await expect(page.getByRole("region", { name: "Ship To" })).not.toContainText("Loading", { timeout: 30_000 });
  await fillPackage(page, { length: 12, width: 10, height: 8 });

  // Package 1: the rates come with UPS Ground chosen and focused, though USPS is cheaper.
  const firstShipment = await getRates(page, "3");
  const rows = page.getByRole("grid", { name: "Rates" }).getByRole("row");
  const requested = rows.filter({ hasText: "Requested" });
  await expect(requested).toHaveCount(1, { timeout: 30_000 });
  await expect(requested).toBeFocused();
  await expect(requested).toHaveAttribute("aria-selected", "true");
  const [carrier, service, , cost] = await cells(requested);
  expect(carrier).toBe("UPS");
  expect(service).toBe("GroundRequested");
  expect((await cells(rows.nth(1)))[0]).toBe("USPS");
  await expect(shipButton(page)).toHaveText(`Ship UPS Ground - ${cost}`);

  // Enter buys the requested rate: the label is UPS Ground, and the dialog says so (not where the freight file went).
  const label = page.waitForResponse((r) => r.url().endsWith("/api/shipments/create-from-shipstation"));
  await page.keyboard.press("Enter");
  const bought = (await (await label).json()) as { carrier: string; servicelevel: string; tracking_number: string };
  expect(bought.carrier.toLowerCase()).toBe("ups");
  expect(bought.servicelevel).toBe("Ground");
  const success = page.getByRole("dialog", { name: "Shipment Created" });
  await expect(success).toBeVisible({ timeout: 30_000 });
  await expect(success.getByRole("term")).toHaveText(["Carrier", "Service", "Cost"]);
  await expect(success.getByRole("definition")).toHaveText(["UPS", "Ground", cost]);
  await expect(success).toContainText(bought.tracking_number);
  // The server posts the freight after the label (CLARIFICATIONS 56); the dialog follows it.
  await expect(success).toContainText("Freight file dropped for StarShip.");
  await expect(success).not.toContainText("filedrop/");
  expect(await labelsBoughtFor(firstShipment)).toHaveLength(1);

  // Package 2: the cheapest rate is USPS; shipping with it asks first, Cancel focused, and Cancel buys nothing.
  await success.getByRole("button", { name: "Ship Another Package" }).click();
  const secondShipment = await getRates(page, "5");
  await expect(requested).toBeFocused({ timeout: 30_000 });
  await rows.nth(1).click();
  const [, uspsService, , uspsCost] = await cells(rows.nth(1));
  await expect(shipButton(page)).toHaveText(`Ship USPS ${uspsService} - ${uspsCost}`);
  await shipButton(page).click();
  const ask = page.getByRole("dialog", { name: "Ship with another carrier?" });
  await expect(ask).toContainText("The order asks for UPS GROUND. Ship with USPS instead?");
  await expect(ask.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(ask).toBeHidden();
  await expect(success).toBeHidden();
  expect(await labelsBoughtFor(secondShipment)).toHaveLength(0);

  // Asked again until confirmed; confirmed, it buys the USPS label.
  await shipButton(page).click();
  await ask.getByRole("button", { name: "Ship with USPS" }).click();
  await expect(success).toBeVisible({ timeout: 30_000 });
  await expect(success.getByRole("definition")).toHaveText(["USPS", uspsService, uspsCost]);
  expect(await labelsBoughtFor(secondShipment)).toHaveLength(1);

  // Package 3: confirmed once for this invoice, another carrier is not asked about again.
  await success.getByRole("button", { name: "Ship Another Package" }).click();
  const thirdShipment = await getRates(page, "4");
  await expect(requested).toBeFocused({ timeout: 30_000 });
  await rows.nth(1).click();
  await shipButton(page).click();
  await expect(success).toBeVisible({ timeout: 30_000 });
  await expect(ask).toHaveCount(0);
  await expect(success.getByRole("definition").first()).toHaveText("USPS");
  expect(await labelsBoughtFor(thirdShipment)).toHaveLength(1);
});
