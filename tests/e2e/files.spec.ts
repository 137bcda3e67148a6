import { expect, test } from "@playwright/test";
import { downloadOf, throttleUploads } from "./files-support";
import { ACCOUNTS, alertWith, signIn } from "./support/session";

const CHOOSE = "Choose a file (.csv, .txt or .pdf)";

test.describe("File manager", () => {
  test("lists the company's files with size and date, and downloads one", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await page.goto("/manage-files");
    await expect(page.getByRole("heading", { name: "File Manager" })).toBeVisible();
    const table = page.getByRole("table", { name: "Files" });
    for (const column of ["Name", "Last Modified", "Size", "Actions"]) {
      await expect(table.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
    }
    const row = table.getByRole("row", { name: /EDS\.PN\.XREF\.csv/ });
    await expect(row).toBeVisible();
    await expect(row.getByText(/^\d+\.\d{2} (KB|MB)$/)).toBeVisible();
    const got = await downloadOf(page, () => row.getByRole("link", { name: "Download EDS.PN.XREF.csv" }).click());
    expect(got.name).toBe("EDS.PN.XREF.csv");
    expect(got.text).toContain("EDS_PN,HER_PN");
  });

  test("uploads with a progress bar; log- files stay hidden; a wrong type is refused", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await page.goto("/manage-files");
    const restore = await throttleUploads(page, 1024 * 1024);
    const body = Buffer.from("SKU,Qty\n" + "AS-1001,5\n".repeat(300_000));
    await page.getByLabel(CHOOSE).setInputFiles({ name: "e2e-upload.csv", mimeType: "text/csv", buffer: body });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    const bar = page.getByRole("progressbar", { name: "Uploading e2e-upload.csv" });
    await expect(bar).toBeVisible();
    await expect
      .poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect(page.getByRole("status").filter({ hasText: "e2e-upload.csv uploaded successfully" })).toBeVisible({
      timeout: 30_000,
    });
    await restore();
    const table = page.getByRole("table", { name: "Files" });
    await expect(table.getByRole("row", { name: /e2e-upload\.csv/ }).getByText("2.86 MB")).toBeVisible();

    await page
      .getByLabel(CHOOSE)
      .setInputFiles({ name: "log-e2e.txt", mimeType: "text/plain", buffer: Buffer.from("a log") });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "log-e2e.txt uploaded successfully" })).toBeVisible();
    await expect(table.getByText("log-e2e.txt")).toHaveCount(0);

    await page
      .getByLabel(CHOOSE)
      .setInputFiles({ name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("plain text") });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(alertWith(page, "This file is not a PDF")).toBeVisible();
    await expect(table.getByText("fake.pdf")).toHaveCount(0);
  });

  test("renames a file; a taken name is refused in the dialog and nothing is lost", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await page.goto("/manage-files");
    await page
      .getByLabel(CHOOSE)
      .setInputFiles({ name: "to-rename.csv", mimeType: "text/csv", buffer: Buffer.from("a,b\n1,2\n") });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    const table = page.getByRole("table", { name: "Files" });
    await expect(table.getByRole("row", { name: /to-rename\.csv/ })).toBeVisible();

    await page.getByRole("button", { name: "Rename to-rename.csv" }).click();
    const dialog = page.getByRole("dialog", { name: "Rename File" });
    await expect(dialog.getByLabel("New filename")).toHaveValue("to-rename.csv");
    await dialog.getByLabel("New filename").fill("EDS.CUS.XREF.csv");
    await dialog.getByRole("button", { name: "Rename" }).click();
    await expect(dialog.getByText("A file named EDS.CUS.XREF.csv already exists")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(table.getByRole("row", { name: /to-rename\.csv/ })).toBeVisible();

    await page.getByRole("button", { name: "Rename to-rename.csv" }).click();
    await dialog.getByLabel("New filename").fill("renamed.csv");
    await dialog.getByRole("button", { name: "Rename" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(table.getByRole("row", { name: /renamed\.csv/ })).toBeVisible();
    await expect(table.getByText("to-rename.csv")).toHaveCount(0);
    await expect(table.getByRole("row", { name: /EDS\.CUS\.XREF\.csv/ })).toBeVisible();
  });

  test("asks before deleting; Cancel keeps the file, Delete removes it", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await page.goto("/manage-files");
    await page
      .getByLabel(CHOOSE)
      .setInputFiles({ name: "to-delete.txt", mimeType: "text/plain", buffer: Buffer.from("bye") });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    const table = page.getByRole("table", { name: "Files" });
    await expect(table.getByRole("row", { name: /to-delete\.txt/ })).toBeVisible();

    await page.getByRole("button", { name: "Delete to-delete.txt" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete file?" });
    await expect(confirm).toContainText("Delete to-delete.txt?");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(table.getByRole("row", { name: /to-delete\.txt/ })).toBeVisible();

    await page.getByRole("button", { name: "Delete to-delete.txt" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(table.getByText("to-delete.txt")).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("table", { name: "Files" }).getByText("to-delete.txt")).toHaveCount(0);
  });

  test("a file chosen while the page is still loading is kept", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    // Hold the page's scripts (not its CSS, which inline scripts wait for), so the chooser is picked from before
    // React has attached any handler to it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith("/_next/static/") && url.pathname.endsWith(".js"),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto("/manage-files", { waitUntil: "commit" });
    await page
      .getByLabel(CHOOSE)
      .setInputFiles({ name: "early.txt", mimeType: "text/plain", buffer: Buffer.from("picked early") });
    release();
    const upload = page.getByRole("button", { name: "Upload", exact: true });
    await expect(upload).toBeEnabled();
    await upload.click();
    await expect(page.getByRole("table", { name: "Files" }).getByRole("row", { name: /early\.txt/ })).toBeVisible();
  });

  test("a company without files shows the empty text", async ({ page }) => {
    await signIn(page, ACCOUNTS.heritage);
    await page.goto("/manage-files");
    await expect(page.getByText("No files found in Wasabi bucket.")).toBeVisible();
  });
});
