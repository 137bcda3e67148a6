import { expect, test } from "@playwright/test";
import { PORT_CHANGER } from "./support/seed-extras";
import { ACCOUNTS, alertWith, signIn } from "./support/session";

test.describe("Home: System Settings", () => {
  test("the gear toggles the card; API Call Logging switches ON and OFF and is remembered", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await expect(page.getByText("System Settings", { exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "System Settings" }).click();
    await expect(page.getByRole("heading", { name: "System Settings" })).toBeVisible();
    const toggle = page.getByRole("switch", { name: "API Call Logging" });
    await expect(page.getByText("OFF", { exact: true })).toBeVisible();
    await toggle.click();
    await expect(page.getByText("ON", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("apiLogging"))).toBe("true");
    await page.reload();
    await page.getByRole("button", { name: "System Settings" }).click();
    await expect(page.getByText("ON", { exact: true })).toBeVisible();
  });

  test("the port selector lists the company's environments", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await page.getByRole("button", { name: "System Settings" }).click();
    const select = page.getByLabel("API Port");
    await expect(select).toBeEnabled();
    await expect(select.locator("option")).toHaveText(["EDS Production", "EDS Train", "EDS ECOM", "EDS CONV1"]);
  });

  test("changing the port shows the message, counts down and signs out; the next sign-in uses the new port", async ({
    page,
  }) => {
    await signIn(page, PORT_CHANGER);
    await page.getByRole("button", { name: "System Settings" }).click();
    await page.getByLabel("API Port").selectOption("5001");
    const notice = alertWith(page, "Port changed. Please log in again.");
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(/Logging out in [1-5] second/);
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await signIn(page, PORT_CHANGER);
    await expect(page.getByText("E54 Portal · Train")).toBeVisible();
  });
});
