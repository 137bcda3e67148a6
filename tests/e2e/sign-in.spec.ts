import { expect, test } from "@playwright/test";
import { ACCOUNTS, alertWith, signIn } from "./support/session";

test.describe("Sign-in", () => {
  test("an unauthenticated visit to /home lands on the Login screen", async ({ page }) => {
    await page.goto("/home");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  });

  test("a wrong password shows the failure alert", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Username").fill(ACCOUNTS.staff.email);
    await page.getByLabel("Password").fill("not-my-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(alertWith(page, "Login failed")).toHaveText("Login failed. Please check your credentials.");
    await expect(page).toHaveURL(/\/$/);
  });

  test("a throttled sign-in says when to try again", async ({ page }) => {
    // An account of its own: the throttle counts per account at an address. Every attempt comes from the browser,
    // since a request from the test's own process may reach the server over another address (::1, not 127.0.0.1).
    const email = `throttled-${Date.now()}@example.com`;
    await page.goto("/");
    await page.getByLabel("Username").fill(email);
    await page.getByLabel("Password").fill("wrong");
    const attempt = () =>
      Promise.all([
        page.waitForResponse((r) => r.url().includes("/api/auth/callback/credentials")),
        page.getByRole("button", { name: "Login" }).click(),
      ]);
    for (let i = 0; i < 5; i++) {
      await attempt();
      await expect(alertWith(page, "Login failed")).toHaveText("Login failed. Please check your credentials.");
    }
    await attempt();
    await expect(alertWith(page, "Too many")).toHaveText("Too many failed sign-ins. Please try again in 15 minutes.");
    await expect(page).toHaveURL(/\/$/);
  });

  test("the admin lands on the Admin Dashboard", async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, /\/admin\/home$/);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Companies/ })).toBeVisible();
  });

  test("staff land on Home with the port label, greeting, logo and products", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await expect(page.getByText("E54 Portal · Production")).toBeVisible();
    await expect(page.getByText("Hello, JSMITH")).toBeVisible();
    await expect(page.getByRole("img", { name: "Company logo" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome to E54 Portal" })).toBeVisible();
    const authorized = page.locator("section", { has: page.getByRole("heading", { name: "Authorized Products" }) });
    await expect(authorized.getByText("Ship54", { exact: true })).toBeVisible();
    const available = page.locator("section", { has: page.getByRole("heading", { name: "Available Products" }) });
    await expect(available.getByText("Price Watch")).toBeVisible();
    await expect(available.getByText("Ship54", { exact: true })).toHaveCount(0);
  });

  test("the heritage user sees its welcome, no logo and a disabled port selector", async ({ page }) => {
    await signIn(page, ACCOUNTS.heritage);
    await expect(page.getByRole("heading", { name: "Welcome to the Heritage Eclipse Portal" })).toBeVisible();
    await expect(page.getByText("Hello, HERITAGE1")).toBeVisible();
    await expect(page.getByRole("img", { name: "Company logo" })).toHaveCount(0);
    await page.getByRole("button", { name: "System Settings" }).click();
    await expect(page.getByLabel("API Port")).toBeDisabled();
    await expect(page.getByLabel("API Port")).toHaveValue("5000");
  });

  // Below 1024 px the sidebar folds into the top bar's Menu button (issue 28).
  test.describe("on a narrow screen", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the menu lists Home, the user's menus and Logout, and Logout returns to the Login screen", async ({
      page,
    }) => {
      await signIn(page, ACCOUNTS.staff);
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(page.getByRole("menuitem", { name: "Home" })).toBeVisible();
      await expect(page.getByRole("menuitem", { name: "Contact Search" })).toBeVisible();
      await page.getByRole("menuitem", { name: "Logout" }).click();
      await expect(page).toHaveURL(/\/$/);
      await page.goto("/home");
      await expect(page).toHaveURL(/\/$/);
    });

    test("the menu works from the keyboard, also before its code has loaded", async ({ page }) => {
      await signIn(page, ACCOUNTS.staff);
      await page.waitForLoadState("networkidle");
      const menuButton = page.getByRole("button", { name: "Menu" });
      // Focus loads the menu's code (Radix's trigger then stands in the button's place, keeping the focus); Enter opens
      // it on its first item, the arrows walk it, Escape closes it back onto the button.
      await menuButton.focus();
      await expect(menuButton).toHaveAttribute("data-state", "closed");
      await expect(menuButton).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("menuitem", { name: "Home" })).toBeFocused();
      // The menus come in the sidebar's groups, Shipping first.
      await page.keyboard.press("ArrowDown");
      await expect(page.getByRole("menuitem", { name: "Shipment Dashboard" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toHaveCount(0);
      await expect(menuButton).toBeFocused();
      // Enter on a fresh page, where focusing the button only starts fetching the code, opens it the same way.
      await page.reload({ waitUntil: "networkidle" });
      await menuButton.press("Enter");
      await expect(page.getByRole("menuitem", { name: "Home" })).toBeFocused();
      await page.keyboard.press("Escape");
      // A tap (no hover first) on a fresh page opens it too.
      await page.reload({ waitUntil: "networkidle" });
      await menuButton.dispatchEvent("click");
      await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
    });
  });

  test("every route of the route table opens inside the portal shell", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    for (const path of [
      "/about",
      "/price-validation",
      "/manage-files",
      "/ship-station/MANUAL?manual=true",
      "/product-signup/ship54?stripeProductId=prod_E54Ship54",
    ]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByText("Hello, JSMITH")).toBeVisible();
    }
    await page.goto("/about");
    await expect(page.getByRole("heading", { name: "About Page" })).toBeVisible();
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { name: "Administrators only" })).toBeVisible();
  });
});

test.describe("Sign-in before the page's script runs", () => {
  test.use({ javaScriptEnabled: false });

  test("a Login pressed early never puts the password in the address", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Username").fill(ACCOUNTS.staff.email);
    await page.getByLabel("Password").fill(ACCOUNTS.staff.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    expect(page.url()).not.toContain("password");
    expect(page.url()).not.toContain(encodeURIComponent(ACCOUNTS.staff.email));
  });
});
