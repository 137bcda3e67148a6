import { expect, test } from "@playwright/test";
import { ACCOUNTS, alertWith, signIn } from "./support/session";

test.describe("Admin: Product Management", () => {
  test("add, edit and delete a product", async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, /\/admin\/home$/);
    await page
      .getByRole("link", { name: /Product Management/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: "Product Management" })).toBeVisible();
    const table = page.getByRole("table", { name: "Products" });
    for (const column of ["ID", "Name", "Description", "Features", "Stripe Product ID", "Actions"]) {
      await expect(table.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
    }
    await expect(table.getByRole("row", { name: /Ship54/ })).toBeVisible();

    // Add: Save waits for a valid form; the two messages show on the fields.
    await page.getByRole("button", { name: "Add Product" }).click();
    const add = page.getByRole("dialog", { name: "Add Product" });
    const save = add.getByRole("button", { name: "Save" });
    await expect(save).toBeDisabled();
    await add.getByLabel("Product ID", { exact: true }).fill("x");
    await add.getByLabel("Product ID", { exact: true }).fill("");
    await expect(add.getByText("Product ID is required")).toBeVisible();
    await add.getByLabel("Name", { exact: true }).fill("x");
    await add.getByLabel("Name", { exact: true }).fill("");
    await expect(add.getByText("Product name is required")).toBeVisible();
    await add.getByLabel("Product ID", { exact: true }).fill("yard-planner");
    await add.getByLabel("Name", { exact: true }).fill("Yard Planner");
    await add.getByLabel("Description", { exact: true }).fill("Plans the yard's daily loads.");
    await add.getByLabel("Features").fill("Load planning\nTruck routes");
    await add.getByLabel("Stripe Product ID").fill("prod_yard_planner");
    await add.getByRole("group", { name: "Roles" }).getByLabel("product").check();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(add).toBeHidden();
    const row = table.getByRole("row", { name: /yard-planner/ });
    await expect(row).toContainText("Yard Planner");
    await expect(row).toContainText("Truck routes");
    await expect(row).toContainText("prod_yard_planner");

    // A second product with the same ID is refused with the spec's alert.
    await page.getByRole("button", { name: "Add Product" }).click();
    const again = page.getByRole("dialog", { name: "Add Product" });
    await again.getByLabel("Product ID", { exact: true }).fill("yard-planner");
    await again.getByLabel("Name", { exact: true }).fill("Copy");
    await again.getByRole("button", { name: "Save" }).click();
    await expect(alertWith(page, "Failed to save product. Please try again.")).toContainText("already exists");
    await again.getByRole("button", { name: "Cancel" }).click();

    // Edit: the ID is locked.
    await row.getByRole("button", { name: "Edit Yard Planner" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Product" });
    await expect(edit.getByLabel("Product ID", { exact: true })).toHaveValue("yard-planner");
    await expect(edit.getByLabel("Product ID", { exact: true })).not.toBeEditable();
    await edit.getByLabel("Name", { exact: true }).fill("Yard Planner Plus");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(edit).toBeHidden();
    await expect(table.getByRole("row", { name: /yard-planner/ })).toContainText("Yard Planner Plus");

    // Delete asks first and says it cannot be undone.
    await table.getByRole("button", { name: "Delete Yard Planner Plus" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete product?" });
    await expect(confirm).toContainText("cannot be undone");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(table.getByRole("row", { name: /yard-planner/ })).toHaveCount(0);
  });

  test("a customer gets the Administrators only panel", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await page.goto("/admin/products");
    await expect(page.getByRole("heading", { name: "Administrators only" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Products" })).toHaveCount(0);
  });
});
