import { expect, test } from "@playwright/test";
import { QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { RECORD_SCREENS } from "./support/screens";
import { ACCOUNTS, signIn } from "./support/session";

// Issue 28: one navigation. The sidebar groups the user's screens and marks the one open; Ctrl+K finds a screen by
// name; every detail screen has a way back; the desk's tracking links keep the portal around them.

test.describe("Sidebar", () => {
  test("groups the staff's screens, named as their pages, and marks the screen open", async ({ page }) => {
    test.setTimeout(150_000);
    await signIn(page, ACCOUNTS.staff);
    const nav = page.getByRole("navigation", { name: "Portal" });
    const group = (name: string) => nav.getByRole("list", { name }).getByRole("link");
    await expect(group("Shipping")).toHaveText(["Shipment Dashboard", "Ship54 Settings", "Shipment Tracking"]);
    await expect(group("ERP tools")).toHaveText([
      "Contact Search",
      "Update Web Password",
      "Price Comparison",
      "Invoice Look Up",
      "File Comparison Tool",
      "Create New Product",
      "Price Line Access",
      "Add Vendors",
    ]);
    await expect(group("Data")).toHaveText(["Monthly Sales Feed", "Data Tools", "File Manager"]);
    await expect(nav.getByRole("list", { name: "Administration" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    // Every entry opens the page its name says.
    for (const link of await nav.getByRole("link").all()) {
      const name = (await link.textContent()) ?? "";
      if (name === "Home") continue;
      await link.click();
      await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(name);
      await expect(link).toHaveAttribute("aria-current", "page");
    }
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  test("is walked with Tab and followed with Enter", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    const nav = page.getByRole("navigation", { name: "Portal" });
    await nav.getByRole("link", { name: "Home" }).focus();
    await page.keyboard.press("Tab");
    const dashboard = nav.getByRole("link", { name: "Shipment Dashboard" });
    await expect(dashboard).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Ship54 Settings" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/ship-station$/);
    await expect(page.getByRole("heading", { name: "Shipment Dashboard" })).toBeVisible();
    await expect(dashboard).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  test("gives an administrator the admin area under Administration, with Shipment Tracking under Shipping", async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.admin, /\/admin\/home$/);
    const nav = page.getByRole("navigation", { name: "Portal" });
    await expect(nav.getByRole("list", { name: "Shipping" }).getByRole("link")).toHaveText(["Shipment Tracking"]);
    await expect(
      nav.getByRole("list", { name: "Administration" }).getByRole("link", { name: "User Admin" }),
    ).toBeVisible();
    await nav.getByRole("link", { name: "Company Admin" }).click();
    await expect(page.getByRole("heading", { name: "Company Admin" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Back to Admin Dashboard" }).click();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  });
});

test.describe("Command palette", () => {
  test("Ctrl+K opens it; typing narrows it, the arrows move, Enter opens the screen and Escape closes it", async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.staff);
    await page.waitForLoadState("networkidle");
    await page.keyboard.press("Control+K");
    const palette = page.getByRole("dialog", { name: "Go to a screen" });
    const input = palette.getByRole("combobox", { name: "Screen name" });
    await expect(input).toBeFocused();
    const options = palette.getByRole("listbox", { name: "Screens" }).getByRole("option");
    await expect(options.first()).toHaveText("Home");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(options.nth(1)).toContainText("Shipment Dashboard");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(options.last()).toHaveAttribute("aria-selected", "true");
    await expect(options.last()).toContainText("File Manager");

    await input.pressSequentially("web pass");
    await expect(options).toHaveCount(1);
    await expect(options.first()).toContainText("Update Web Password");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/contact-pw$/);
    await expect(page.getByRole("heading", { name: "Update Web Password" })).toBeVisible();
    await expect(palette).toHaveCount(0);

    await page.keyboard.press("Control+K");
    await input.fill("no such screen");
    await expect(palette.getByRole("status")).toHaveText("No screen matches no such screen.");
    await page.keyboard.press("Escape");
    await expect(palette).toHaveCount(0);
    await expect(page).toHaveURL(/\/contact-pw$/);
  });

  test("opens from the top bar's button too, and a click on a screen opens it", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    const button = page.getByRole("button", { name: "Go to a screen" });
    await expect(button).toHaveAttribute("aria-keyshortcuts", "Control+K");
    await button.click();
    const palette = page.getByRole("dialog", { name: "Go to a screen" });
    await palette.getByRole("combobox", { name: "Screen name" }).fill("data");
    await palette.getByRole("option", { name: /Data Tools/ }).click();
    await expect(page).toHaveURL(/\/data-tools$/);
    await expect(page.getByRole("heading", { name: "Data Tools" })).toBeVisible();
  });
});

test.describe("Ways back and ways in", () => {
  test("the shipping desk's order and a product record lead back to their screens", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    const nav = page.getByRole("navigation", { name: "Portal" });
    await page.goto(RECORD_SCREENS.shipStation);
    await expect(
      page.getByRole("heading", { name: `Ship Invoice ${QUEUED_ORDERS.regular.fullInvoiceID}` }),
    ).toBeVisible();
    // The desk's entry says the order is below it, not the page itself.
    await expect(nav.getByRole("link", { name: "Shipment Dashboard" })).toHaveAttribute("aria-current", "true");
    await page.getByRole("link", { name: "Back to Shipment Dashboard" }).click();
    await expect(page).toHaveURL(/\/ship-station$/);
    await expect(page.getByRole("heading", { name: "Shipment Dashboard" })).toBeVisible();

    await page.goto(RECORD_SCREENS.productRecord);
    await page.getByRole("link", { name: "Back to Create New Product" }).click();
    await expect(page.getByRole("heading", { name: "Create New Product" })).toBeVisible();
  });

  test("Home's Ship54 card opens the Shipment Dashboard", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    const authorized = page.locator("section", { has: page.getByRole("heading", { name: "Authorized Products" }) });
    await authorized.getByRole("link", { name: "Ship54" }).click();
    await expect(page.getByRole("heading", { name: "Shipment Dashboard" })).toBeVisible();
  });

  test("Invoice Tracking keeps the portal around it for the signed-in, and stays public", async ({ page, browser }) => {
    await signIn(page, ACCOUNTS.staff);
    await page.goto(`/invoice-tracking?invoiceNumber=${QUEUED_ORDERS.regular.fullInvoiceID}&company=EDS`);
    await expect(page.getByRole("heading", { name: "Invoice Tracking" })).toBeVisible();
    await expect(page.getByText("Hello, JSMITH")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Home" })).toBeVisible();

    const visitor = await browser.newPage();
    await visitor.goto("/invoice-tracking?company=EDS");
    await expect(visitor.getByRole("heading", { name: "Invoice Tracking" })).toBeVisible();
    await expect(visitor.getByRole("navigation", { name: "Portal" })).toHaveCount(0);
    await visitor.close();
  });
});
