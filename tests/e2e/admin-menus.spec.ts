import { expect, test } from "@playwright/test";
import { ACCOUNTS, alertWith, signIn } from "./support/session";

test.describe("Admin: Menus", () => {
  test("add, edit and delete a menu; Required and duplicate messages", async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, /\/admin\/home$/);
    await page.goto("/admin/menus");
    const form = page.getByRole("form", { name: "Add Menu" });
    const existing = page.getByRole("table", { name: "Existing Menus" });
    await expect(existing.getByRole("row", { name: /Contact Search/ })).toBeVisible();

    await form.getByRole("button", { name: "Add Menu" }).click();
    await expect(form.getByText("Required")).toHaveCount(3);

    await form.getByLabel("Name", { exact: true }).fill("Yard Map");
    await form.getByLabel("Path").fill("/yard-map");
    await form.getByLabel("Product", { exact: true }).selectOption("e54");
    await form.getByRole("group", { name: "Roles" }).getByLabel("admin").check();
    await form.getByRole("button", { name: "Add Menu" }).click();
    await expect(form.getByText("Menu created successfully!")).toBeVisible();
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("");
    const row = existing.getByRole("row", { name: /Yard Map/ });
    await expect(row).toContainText("/yard-map");

    // The same path in the same product: the server's message.
    await form.getByLabel("Name", { exact: true }).fill("Yard Map again");
    await form.getByLabel("Path").fill("/yard-map");
    await form.getByLabel("Product", { exact: true }).selectOption("e54");
    await form.getByRole("button", { name: "Add Menu" }).click();
    await expect(alertWith(page, "A menu for /yard-map already exists in e54.")).toBeVisible();

    await row.getByRole("button", { name: "Edit Yard Map (e54)" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Menu" });
    await dialog.getByLabel("Name", { exact: true }).fill("Yard Planner");
    await dialog.getByRole("group", { name: "Roles" }).getByLabel("product").check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    const edited = existing.getByRole("row", { name: /Yard Planner/ });
    await expect(edited).toContainText("product");

    await edited.getByRole("button", { name: "Delete Yard Planner (e54)" }).click();
    await page.getByRole("dialog", { name: "Delete menu?" }).getByRole("button", { name: "Delete" }).click();
    await expect(existing.getByRole("row", { name: /Yard Planner/ })).toHaveCount(0);
  });

  test("Existing Menus sort by a header, by mouse or keyboard, and the rows take the focus from the arrows", async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.admin, /\/admin\/home$/);
    await page.goto("/admin/menus");
    const existing = page.getByRole("table", { name: "Existing Menus" });
    await expect(existing.getByRole("row", { name: /Contact Search/ })).toBeVisible();
    const paths = () => existing.locator("tbody tr td:nth-child(2)").allTextContents();
    const byText = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true, sensitivity: "base" });
    const pathHeader = existing.getByRole("columnheader", { name: "Path" });
    await expect(pathHeader).not.toHaveAttribute("aria-sort");

    await pathHeader.getByRole("button", { name: "Path" }).click();
    await expect(pathHeader).toHaveAttribute("aria-sort", "ascending");
    const ascending = await paths();
    expect(ascending.length).toBeGreaterThan(5);
    expect(ascending).toEqual([...ascending].sort(byText));

    await pathHeader.getByRole("button", { name: "Path" }).press("Enter");
    await expect(pathHeader).toHaveAttribute("aria-sort", "descending");
    expect(await paths()).toEqual([...ascending].sort((a, b) => byText(b, a)));

    const rows = existing.locator("tbody tr");
    await rows.nth(0).locator("td").first().click();
    await expect(rows.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(rows.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(rows.last()).toBeFocused();
    await expect(rows.last()).toHaveAttribute("tabindex", "0");
    await expect(rows.nth(0)).toHaveAttribute("tabindex", "-1");
    await page.keyboard.press("Home");
    await expect(rows.nth(0)).toBeFocused();
  });
});
