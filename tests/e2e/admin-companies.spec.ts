import { expect, test } from "@playwright/test";
import { ACCOUNTS, alertWith, signIn } from "./support/session";

test.describe("Admin: Company Admin", () => {
  test("create, edit and delete a company; one with users cannot be deleted", async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, /\/admin\/home$/);
    await page
      .getByRole("link", { name: /Companies/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: "Company Admin" })).toBeVisible();
    const table = page.getByRole("table", { name: "Companies" });
    await expect(table.getByRole("row", { name: /Heritage/ })).toBeVisible();

    await page.getByRole("button", { name: "Add Company" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Company" });
    await dialog.getByLabel("Name", { exact: true }).fill("Gulf Coast Supply");
    await dialog.getByLabel("Company Code").fill("GULF");
    await dialog.getByLabel("Phone").fill("251-555-0199");
    await dialog.getByLabel("Address Line 1").fill("9 Harbor Rd");
    await dialog.getByLabel("City").fill("Mobile");
    await dialog.getByLabel("State").fill("AL");
    await dialog.getByLabel("Postal Code").fill("36602");
    await dialog.getByLabel("API Base URL").fill("https://erp.gulf.example:5000");
    const ports = dialog.getByRole("group", { name: "API Ports" });
    await ports.getByLabel("5001 Train").check();
    await dialog.getByRole("group", { name: "Products" }).getByLabel("e54 (menus)").check();
    await dialog.getByLabel("Surcharge Auth Method").selectOption("apiUser");
    await dialog.getByLabel("Surcharge product for Production (5000)").fill("900001");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Use an http(s) address without port")).toBeVisible();
    await expect(dialog.getByText("API user name is required")).toBeVisible();
    await dialog.getByLabel("API Base URL").fill("https://erp.gulf.example");
    const surcharge = dialog.getByRole("group", { name: "Surcharge" });
    await surcharge.getByLabel("API User", { exact: true }).fill("SURCHARGE1");
    await surcharge.getByLabel("API User Password").fill("gulf-secret");
    // CLARIFICATIONS 50: the apiUser links' terms codes (the hint says what an empty list means) and hourly cap.
    const terms = surcharge.getByLabel("Eligible Terms Codes");
    await expect(terms).toHaveValue("");
    await expect(terms).toHaveAccessibleDescription(/^Empty: every order can be paid by card\./);
    const cap = surcharge.getByLabel("Hourly Cap");
    await expect(cap).toHaveValue("100");
    await expect(surcharge.getByText("Surcharges the links may apply an hour, from 1 to 10000.")).toBeVisible();
    await terms.fill("net30\nCOD CASH\n" + "X".repeat(21));
    await cap.fill("0");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(surcharge.getByText("A terms code has at most 20 characters")).toBeVisible();
    await expect(surcharge.getByText("The hourly cap is a whole number from 1 to 10000")).toBeVisible();
    await terms.fill("net30\nCOD CASH");
    await cap.fill("250");
    await dialog.getByLabel("Tracking Auth Method").selectOption("apiUser");
    const tracking = dialog.getByRole("group", { name: "Ship54 Tracking" });
    await tracking.getByLabel("API User", { exact: true }).fill("TRACK1");
    await tracking.getByLabel("API User Password").fill("track-secret");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    const row = table.getByRole("row", { name: /Gulf Coast Supply/ });
    await expect(row).toContainText("GULF");
    await expect(row).toContainText("5000, 5001");
    await expect(row).toContainText("API user");

    // Edit: the stored passwords are never shown; leaving them blank keeps them.
    await row.getByRole("button", { name: "Edit Gulf Coast Supply" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Company" });
    await expect(edit.getByRole("group", { name: "Surcharge" }).getByLabel("API User Password")).toHaveValue("");
    await expect(edit.getByText("A password is stored. Leave blank to keep it.")).toHaveCount(2);
    await expect(edit.getByLabel("Surcharge product for Production (5000)")).toHaveValue("900001");
    await expect(edit.getByLabel("Eligible Terms Codes")).toHaveValue("NET30\nCOD CASH");
    await expect(edit.getByLabel("Hourly Cap")).toHaveValue("250");
    await edit.getByLabel("Name", { exact: true }).fill("Gulf Coast Supply Co");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(edit).toBeHidden();
    await expect(table.getByRole("row", { name: /Gulf Coast Supply Co/ })).toBeVisible();
    // The notice (sonner, loaded on the first one) says so and closes on request.
    const saved = page
      .getByRole("region", { name: /^Notifications/ })
      .getByRole("listitem")
      .filter({ hasText: "Company Gulf Coast Supply Co saved" });
    await expect(saved).toBeVisible();
    await saved.getByRole("button", { name: "Close toast" }).click();
    await expect(saved).toHaveCount(0);

    // A company with users is refused, with the reason.
    await table.getByRole("row", { name: /EDS/ }).first().getByRole("button", { name: "Delete EDS" }).click();
    await page.getByRole("dialog", { name: "Delete company?" }).getByRole("button", { name: "Delete" }).click();
    await expect(alertWith(page, /Failed to delete company: EDS still has \d+ users?\./)).toBeVisible();

    await table.getByRole("button", { name: "Delete Gulf Coast Supply Co" }).click();
    await page.getByRole("dialog", { name: "Delete company?" }).getByRole("button", { name: "Delete" }).click();
    await expect(table.getByRole("row", { name: /Gulf Coast/ })).toHaveCount(0);
  });
});
