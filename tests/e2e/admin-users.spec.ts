import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, alertWith, signIn } from "./support/session";

const usersTable = (page: Page) => page.getByRole("table", { name: "Users" });

test.describe("Admin: User Admin", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, /\/admin\/home$/);
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { name: "User Admin" })).toBeVisible();
  });

  test("create, edit and delete a customer", async ({ page }) => {
    await page.getByRole("button", { name: "Add User" }).click();
    const dialog = page.getByRole("dialog", { name: "Add User" });
    // A customer: ERP username and company, no password.
    await expect(dialog.getByLabel("User Type")).toHaveValue("customer");
    await expect(dialog.getByLabel("User Type").locator("option:checked")).toHaveText("Staff");
    await expect(dialog.getByLabel("Password")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("ERP username is required for staff")).toBeVisible();
    await expect(dialog.getByText("Choose the staff member's company")).toBeVisible();

    await dialog.getByLabel("Email", { exact: true }).fill("Rita.Ramos@Example.com");
    await dialog.getByLabel("First Name").fill("Rita");
    await dialog.getByLabel("Last Name").fill("Ramos");
    await dialog.getByLabel("ERP Username").fill("RRAMOS");
    await dialog.getByLabel("Company").selectOption({ label: "EDS (EDS)" });
    await dialog.getByRole("group", { name: "Roles: e54" }).getByLabel("contact").check();
    await dialog.getByRole("group", { name: "Roles: ship54" }).getByLabel("product").check();
    await dialog.getByRole("group", { name: "Products" }).getByLabel("Ship54 (ship54)").check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    const row = usersTable(page).getByRole("row", { name: /rita\.ramos@example\.com/ });
    await expect(row).toContainText("Rita Ramos");
    await expect(row).toContainText("EDS");
    await expect(row).toContainText("Staff");
    await expect(row).toContainText("ship54");

    await row.getByRole("button", { name: "Edit rita.ramos@example.com" }).click();
    const edit = page.getByRole("dialog", { name: "Edit User" });
    await expect(edit.getByRole("group", { name: "Roles: e54" }).getByLabel("contact")).toBeChecked();
    await edit.getByLabel("Last Name").fill("Ramos-Diaz");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText("Rita Ramos-Diaz");

    await row.getByRole("button", { name: "Delete rita.ramos@example.com" }).click();
    await page.getByRole("dialog", { name: "Delete user?" }).getByRole("button", { name: "Delete" }).click();
    await expect(usersTable(page).getByRole("row", { name: /rita\.ramos@example\.com/ })).toHaveCount(0);
  });

  test("create an admin: password shown, ERP username hidden, company disabled; the new admin signs in", async ({
    page,
    browser,
  }) => {
    await page.getByRole("button", { name: "Add User" }).click();
    const dialog = page.getByRole("dialog", { name: "Add User" });
    await dialog.getByLabel("Company").selectOption({ label: "EDS (EDS)" });
    await dialog.getByLabel("User Type").selectOption("admin");
    await expect(dialog.getByLabel("ERP Username")).toHaveCount(0);
    await expect(dialog.getByLabel("Company")).toBeDisabled();
    await expect(dialog.getByLabel("Company")).toHaveValue("");
    await dialog.getByLabel("Email", { exact: true }).fill("ops.admin@example.com");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Password is required for an administrator")).toBeVisible();
    await dialog.getByLabel("Password").fill("ops-admin-pass");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    const row = usersTable(page).getByRole("row", { name: /ops\.admin@example\.com/ });
    await expect(row).toContainText("admin");

    const other = await browser.newPage();
    await signIn(other, { email: "ops.admin@example.com", password: "ops-admin-pass" }, /\/admin\/home$/);
    await other.close();

    // Edit without typing a password keeps it; then delete.
    await row.getByRole("button", { name: "Edit ops.admin@example.com" }).click();
    const edit = page.getByRole("dialog", { name: "Edit User" });
    await expect(edit.getByLabel("Password")).toHaveValue("");
    await edit.getByLabel("First Name").fill("Ops");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(edit).toBeHidden();
    await row.getByRole("button", { name: "Delete ops.admin@example.com" }).click();
    await page.getByRole("dialog", { name: "Delete user?" }).getByRole("button", { name: "Delete" }).click();
    await expect(usersTable(page).getByRole("row", { name: /ops\.admin@example\.com/ })).toHaveCount(0);
  });

  test("a product deleted meanwhile: Save failed: Invalid product(s): ...", async ({ page }) => {
    const created = await page.request.post("/api/products", { data: { _id: "short-lived", name: "Short Lived" } });
    expect(created.status()).toBe(201);
    await page.reload();
    await usersTable(page).getByRole("button", { name: "Edit heritage@example.com" }).click();
    const edit = page.getByRole("dialog", { name: "Edit User" });
    await edit.getByRole("group", { name: "Products" }).getByLabel("Short Lived (short-lived)").check();
    expect((await page.request.delete("/api/products/short-lived")).status()).toBe(200);
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(alertWith(page, "Save failed: Invalid product(s): short-lived")).toBeVisible();
  });

  test("send an invite and see it arrive in the Outbox", async ({ page }) => {
    await page.getByRole("button", { name: "Add User" }).click();
    const add = page.getByRole("dialog", { name: "Add User" });
    await add.getByRole("button", { name: "Standard Invite" }).click();
    await expect(add.getByRole("alert").filter({ hasText: "Missing email or user ID." })).toBeVisible();
    await add.getByRole("button", { name: "Cancel" }).click();

    await usersTable(page).getByRole("button", { name: "Edit staff@example.com" }).click();
    const edit = page.getByRole("dialog", { name: "Edit User" });
    await edit.getByRole("button", { name: "Heritage Invite" }).click();
    const notice = edit.getByText("Invite (heritage) sent to staff@example.com");
    await expect(notice).toBeVisible();
    await expect(notice).toBeHidden({ timeout: 8_000 });
    await edit.getByRole("button", { name: "Cancel" }).click();

    await page.goto("/admin/home");
    await page
      .getByRole("main")
      .getByRole("link", { name: /Outbox/ })
      .click();
    await expect(page.getByRole("heading", { name: "Outbox" })).toBeVisible();
    const row = page
      .getByRole("table", { name: "Outbox" })
      .getByRole("row", { name: /staff@example\.com/ })
      .first();
    await expect(row).toContainText("Welcome to Heritage Eclipse Portal");
    await expect(row).toContainText("Stored only (no SMTP)");
    await row.getByRole("button", { name: "Open the invite to staff@example.com" }).click();
    const mail = page.getByRole("dialog", { name: "Welcome to Heritage Eclipse Portal" });
    await expect(
      mail.frameLocator("iframe").getByRole("link", { name: "Access the Heritage Eclipse Portal" }),
    ).toBeVisible();
  });
});
