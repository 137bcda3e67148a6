import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, signIn } from "./support/session";

const logsTable = (page: Page) => page.getByRole("table", { name: "Logs" });
const typeCells = (page: Page) => logsTable(page).locator("tbody tr td:nth-child(4)");

async function applyFilters(page: Page, filters: { type?: string; email?: string }) {
  await page.getByLabel("Type").selectOption(filters.type ?? "");
  await page.getByLabel("Email").fill(filters.email ?? "");
  await page.getByRole("button", { name: "Apply Filters" }).click();
}

test.describe("Admin: Logs", () => {
  test("filters by type and email, pages on the server, refreshes and exports", async ({ page, browser }) => {
    // A failed sign-in from another browser leaves a login-failure entry.
    const other = await browser.newPage();
    await other.goto("/");
    await other.getByLabel("Username").fill("Mallory@Example.com");
    await other.getByLabel("Password").fill("wrong-password");
    await other.getByRole("button", { name: "Login" }).click();
    await expect(other.getByRole("alert").filter({ hasText: /./ }).first()).toBeVisible();
    await other.close();

    await signIn(page, ACCOUNTS.admin, /\/admin\/home$/);
    await page.getByRole("link", { name: /Logs/ }).first().click();
    await expect(page.getByRole("heading", { name: "Logs" })).toBeVisible();
    for (const column of ["Timestamp", "User", "Company", "Type", "Message", "Meta Info"]) {
      await expect(logsTable(page).getByRole("columnheader", { name: column, exact: true })).toBeVisible();
    }
    expect((await page.getByTestId("logs-table-box").boundingBox())?.height).toBe(500);
    const myLogin = logsTable(page)
      .getByRole("row", { name: /admin@example\.com signed in/ })
      .first();
    await expect(myLogin).toContainText("internal-password");
    await expect(myLogin).toContainText(/IP: \S+/);
    await expect(page.getByLabel("Type").locator("option")).toHaveText([
      "All types",
      "login",
      "login-failure",
      "file-upload",
      "surcharge",
      "admin",
    ]);

    await applyFilters(page, { type: "login-failure" });
    await expect(page).toHaveURL(/type=login-failure/);
    await expect(
      logsTable(page)
        .getByRole("row", { name: /mallory@example\.com/ })
        .first(),
    ).toBeVisible();
    await expect(typeCells(page).filter({ hasNotText: "login-failure" })).toHaveCount(0);

    await applyFilters(page, { email: "ADMIN@EXAMPLE" });
    await expect(logsTable(page).getByRole("row", { name: /mallory/ })).toHaveCount(0);
    await expect(
      logsTable(page).locator("tbody tr td:nth-child(2)").filter({ hasNotText: "admin@example.com" }),
    ).toHaveCount(0);

    // 101 admin writes: more than one page of the admin type; Refresh shows them.
    await applyFilters(page, { type: "admin" });
    const product = await (await page.request.get("/api/products")).json();
    const priceWatch = product.find((p: { _id: string }) => p._id === "price-watch");
    for (let i = 0; i < 101; i++) {
      expect((await page.request.put("/api/products/price-watch", { data: priceWatch })).status()).toBe(200);
    }
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(logsTable(page).getByRole("row", { name: /Product price-watch updated/ })).toHaveCount(100);
    await expect(page.getByText("Page 1 · 100 entries")).toBeVisible();
    await page.getByRole("button", { name: "Older" }).click();
    await expect(page.getByText(/Page 2 · \d+ entr/)).toBeVisible();
    await expect(
      logsTable(page)
        .getByRole("row", { name: /Product price-watch updated/ })
        .first(),
    ).toBeVisible();
    await page.getByRole("button", { name: "Newer" }).click();
    await expect(page.getByText("Page 1 · 100 entries")).toBeVisible();

    // The export holds everything the filters show, not only the page.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const file = await (await download).path();
    const lines = (await readFile(file, "utf8")).trim().split("\r\n");
    expect(lines[0]).toBe('"timestamp","userEmail","companyCode","type","message","ip","method","meta"');
    expect(lines.filter((l) => l.includes("Product price-watch updated"))).toHaveLength(101);
    expect(lines.slice(1).every((l) => l.includes(',"admin",'))).toBe(true);
  });
});
