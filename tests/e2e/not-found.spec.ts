import { expect, test } from "@playwright/test";
import { ACCOUNTS, signIn } from "./support/session";

test.describe("Not found", () => {
  test("an address the portal does not have says so and leads back to the user's home", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    const answer = await page.goto("/no/such/screen");
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();

    // One segment that is not a /{manufacturer}-feed is not found either, and says so in its status too.
    expect((await page.goto("/no-such-screen"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to the portal" }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
