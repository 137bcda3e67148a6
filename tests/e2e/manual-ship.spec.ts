import { expect, test } from "@playwright/test";
import { QUEUE_BRANCH } from "@/sim/erp/fixtures";
import { ACCOUNTS, signIn } from "./support/session";
import { chooseRate, fillPackage, shipButton } from "./support/shippo";

test("Manual Ship: starts in the ship-to Name, picks the State by keyboard, ships from the branch, goes by its Reference", async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.staff);
  await page.goto("/ship-station");
  const picker = page.getByLabel("Shipping Branch");
  await expect(picker.locator("option", { hasText: QUEUE_BRANCH })).toHaveCount(1, { timeout: 30_000 });
  await picker.selectOption(QUEUE_BRANCH);
  await page.getByRole("link", { name: "Manual Ship" }).click();
  await expect(page.getByRole("heading", { name: "Manual Shipment Creation" })).toBeVisible();

  // The cursor waits in the ship-to Name: the clerk types who it goes to straight away.
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
  await page.keyboard.type("Hudson Yards Builders");

  // Ship From is the dashboard's branch's own address (TNNA, Nashville), and follows another branch when picked.
  const shipFrom = page.getByRole("region", { name: "Ship From" });
  await expect(page.getByLabel("Ship From Branch")).toHaveValue(QUEUE_BRANCH);
  await expect(shipFrom).toContainText("710 EWING AVE");
  await expect(shipFrom).toContainText("NASHVILLE, TN 37203");
  await page.getByLabel("Ship From Branch").selectOption("ARLR");
  await expect(shipFrom).toContainText("6700 ASHER AVE");
  await expect(shipFrom).toContainText("LITTLE ROCK, AR 72204");

  await page.getByLabel("Address Line 1", { exact: true }).fill("20 Hudson Yards");
  await page.getByLabel("City", { exact: true }).fill("New York");
  // The State is picked from the US states by typing its code on the focused picker.
  const state = page.getByLabel("State", { exact: true });
  await page.getByLabel("City", { exact: true }).press("Tab");
  await expect(state).toBeFocused();
  await page.keyboard.type("NY");
  await expect(state).toHaveValue("NY");
  await expect(state.locator("option:checked")).toHaveText("NY – New York");
  await page.getByLabel("ZIP", { exact: true }).fill("10001");

  // No Reference, no rates: the shipment needs its name first.
  await fillPackage(page, { length: 10, width: 8, height: 6, weight: 2 });
  const getRates = page.getByRole("button", { name: "Get Rates" });
  await expect(getRates).toBeDisabled();
  await page.getByLabel("Reference", { exact: true }).fill("Samples for Hudson Yards");
  await getRates.click();
  await chooseRate(page);
  await shipButton(page).click();
  const success = page.getByRole("dialog", { name: "Shipment Created" });
  await expect(success).toBeVisible({ timeout: 30_000 });
  await expect(success).toContainText("Shipment Samples for Hudson Yards is shipped.");
  const tracking = (await success.locator(".font-mono").textContent())!.trim();

  // Shipment Tracking lists it under its Reference (found by part of it), not a MANUAL- number.
  await page.goto("/admin/shipment-tracking");
  await page.getByLabel("Invoice Number").fill("hudson yards");
  await page.getByRole("button", { name: "Apply Filters" }).click();
  const row = page.getByRole("row").filter({ hasText: tracking });
  await expect(row).toContainText("Samples for Hudson Yards");
  await expect(row).not.toContainText("MANUAL-");
  await row.getByRole("button", { name: tracking, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Shipment ${tracking}` });
  await expect(dialog).toContainText("Reference");
  await expect(dialog).toContainText("Samples for Hudson Yards");
});
