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
});
