import { expect, test, type Page } from "@playwright/test";
import { fileDate } from "@/lib/csv/file-names";
import { downloadOf } from "./files-support";
import { ACCOUNTS, alertWith, signIn } from "./support/session";

const SALES = [
  "SKU,Description,Price,Branch",
  'AS-1,"Toilet, white",$1234.00,TNNA',
  "KO-2,Faucet,$99.50,TNCH",
  "AS-1,Toilet again,$10.00,TNNA",
  "ko-3,sink,$5,ARLR",
  "KO-2,Faucet,$99.50,TNCH",
].join("\n");

const csv = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text) });

async function openTool(page: Page, tool: string) {
  await signIn(page, ACCOUNTS.staff);
  await page.goto("/data-tools");
  await expect(page.getByRole("heading", { name: "Data Tools", level: 1 })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(4);
  await page.getByRole("tab", { name: tool }).click();
  return page.getByRole("tabpanel");
}

test.describe("Data Tools", () => {
  test("Duplicate finder: pick a column once the headers are read, then find every duplicate row", async ({ page }) => {
    const panel = await openTool(page, "Duplicate Finder");
    const find = panel.getByRole("button", { name: "Find Duplicates" });
    await expect(find).toBeDisabled();
    await panel.getByLabel("CSV File").setInputFiles(csv("sales.csv", SALES));
    await expect(find).toBeDisabled();
    await panel.getByLabel("Column").selectOption("SKU");
    await find.click();
    await expect(panel.getByText("4 duplicate row(s) found")).toBeVisible();
    const rows = panel.getByRole("table", { name: "Duplicate rows" }).locator("tbody tr");
    await expect(rows).toHaveCount(4);
    await expect(rows.first()).toContainText("Toilet, white");

    const exported = await downloadOf(page, () => panel.getByRole("button", { name: "Export Results" }).click());
    expect(exported.name).toBe(`duplicates_SKU_${fileDate()}.csv`);
    expect(exported.text.split("\r\n")[1]).toBe('"AS-1","Toilet, white","$1234.00","TNNA"');
  });

  test("Duplicate finder: a header row past the end and a malformed file give clear messages", async ({ page }) => {
    const panel = await openTool(page, "Duplicate Finder");
    await panel.getByLabel("CSV File").setInputFiles(csv("sales.csv", SALES));
    await panel.getByLabel("Header Row").fill("40");
    await expect(alertWith(page, "Invalid header row. Not enough data.")).toBeVisible();
    await panel.getByLabel("Header Row").fill("1");
    await panel.getByLabel("CSV File").setInputFiles(csv("ragged.csv", "SKU,Qty\nA,1\nB,2,3,4\n"));
    await panel.getByLabel("Column").selectOption("SKU");
    await panel.getByRole("button", { name: "Find Duplicates" }).click();
    await expect(alertWith(page, "Line 3 has 4 values, but the header has 2 columns")).toBeVisible();
  });

  test("Value count: values with their counts, and Export Results", async ({ page }) => {
    const panel = await openTool(page, "Value Count");
    await expect(panel.getByRole("button", { name: "Export Results" })).toHaveCount(0);
    await panel.getByLabel("CSV File").setInputFiles(csv("sales.csv", SALES));
    await panel.getByLabel("Column").selectOption("Branch");
    await panel.getByRole("button", { name: "Count Values" }).click();
    const table = panel.getByRole("table", { name: "Value counts" });
    await expect(table.locator("tbody tr")).toHaveCount(3);
    await expect(table.locator("tbody tr").first()).toHaveText(/TNNA\s*2/);
    const exported = await downloadOf(page, () => panel.getByRole("button", { name: "Export Results" }).click());
    expect(exported.name).toBe("value_counts.csv");
    expect(exported.text).toBe('"Value","Count"\r\n"TNNA","2"\r\n"TNCH","2"\r\n"ARLR","1"\r\n');
  });

  test("Value count: a header click orders the whole result, not just the page shown", async ({ page }) => {
    const panel = await openTool(page, "Value Count");
    // 120 values seen once, V060…V120 first: V001 starts on page 2 (ties keep the order they were first seen in).
    const names = Array.from({ length: 120 }, (_, i) => `V${String(i + 1).padStart(3, "0")}`);
    const order = [...names.slice(59), ...names.slice(0, 59)];
    await panel.getByLabel("CSV File").setInputFiles(csv("values.csv", ["Code", ...order].join("\n")));
    await panel.getByLabel("Column").selectOption("Code");
    await panel.getByRole("button", { name: "Count Values" }).click();
    const table = panel.getByRole("table", { name: "Value counts" });
    const firstRow = table.locator("tbody tr").first();
    await expect(firstRow).toHaveText(/V060\s*1/);

    const valueHeader = table.getByRole("columnheader", { name: "Value" });
    await valueHeader.getByRole("button").click();
    await expect(valueHeader).toHaveAttribute("aria-sort", "ascending");
    await expect(firstRow).toHaveText(/V001\s*1/);
    await valueHeader.getByRole("button").click();
    await expect(firstRow).toHaveText(/V120\s*1/);
  });

  test("Comma remover: removes every comma and saves as .txt", async ({ page }) => {
    const panel = await openTool(page, "Comma Remover");
    await panel.getByLabel("CSV File").setInputFiles(csv("prices.csv", SALES));
    await expect(panel.getByLabel("Output filename")).toHaveValue("prices");
    const saved = await downloadOf(page, () =>
      panel.getByRole("button", { name: "Remove Commas and Save as .txt" }).click(),
    );
    expect(saved.name).toBe("prices.txt");
    expect(saved.text.split("\n")[1]).toBe("AS-1,Toilet white,$1234.00,TNNA");
    await expect(panel.getByText("Commas removed from 5 row(s); saved as prices.txt")).toBeVisible();
  });

  test("a file chosen in one tool is kept when switching to another", async ({ page }) => {
    const comma = await openTool(page, "Comma Remover");
    await comma.getByLabel("CSV File").setInputFiles(csv("prices.csv", SALES));
    await page.getByRole("tab", { name: "Value Count" }).click();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByText(/^prices\.csv · /)).toBeVisible();
    const chosen = panel.getByLabel("CSV File");
    await expect.poll(() => chosen.evaluate((el: HTMLInputElement) => el.files?.[0]?.name)).toBe("prices.csv");
    await panel.getByLabel("Column").selectOption("SKU");
    await panel.getByRole("button", { name: "Count Values" }).click();
    await expect(panel.getByRole("table", { name: "Value counts" })).toContainText("AS-1");
  });

  test("PDW file prep: preview pages, operations, Preview Changes and Download Processed CSV", async ({ page }) => {
    const panel = await openTool(page, "PDW File Prep");
    const rows = Array.from({ length: 30 }, (_, i) => `${i + 1},"item, ${i}",$${i}.50,${String(i).padStart(5, "0")}`);
    await panel.getByLabel("Skip Rows").fill("1");
    await panel
      .getByLabel("CSV File")
      .setInputFiles(csv("pdw.csv", ["PRICE FILE 2026", "ID,Name,Price,UPC", ...rows].join("\n")));
    await expect(panel.getByText("Total lines")).toBeVisible();
    await expect(panel.getByRole("list", { name: "Detected headers" }).getByRole("listitem")).toHaveText([
      "ID",
      "Name",
      "Price",
      "UPC",
    ]);
    await expect(panel.getByText("Page 1 of 2")).toBeVisible();
    await expect(panel.getByRole("table", { name: "Sample rows" }).locator("tbody tr")).toHaveCount(20);
    await panel.getByRole("button", { name: "Next" }).click();
    await expect(panel.getByText("Page 2 of 2")).toBeVisible();
    await expect(panel.getByRole("table", { name: "Sample rows" }).locator("tbody tr")).toHaveCount(10);

    await expect(panel.getByRole("button", { name: "Preview Changes First" })).toBeDisabled();
    await panel.getByLabel("1. Remove commas from all fields").check();
    await panel.getByLabel("2. Remove dollar signs from all columns").check();
    await panel.getByLabel("3. Uppercase text in column").selectOption("Name");
    await panel.getByLabel("4. Format column as 11-digit UPC").selectOption("UPC");
    const first = panel.getByRole("group", { name: "Operation 1" });
    await expect(first.getByRole("button", { name: "Delete operation 1" })).toBeDisabled();
    const add = panel.getByRole("button", { name: "Add Section" });
    for (let i = 0; i < 9; i++) await add.click();
    await expect(add).toBeDisabled();
    await expect(panel.getByRole("group", { name: /Operation \d+/ })).toHaveCount(10);
    for (let i = 10; i > 1; i--) await panel.getByRole("button", { name: `Delete operation ${i}` }).click();
    await expect(add).toBeEnabled();
    await first.getByLabel("Column").selectOption("Name");
    await first.getByLabel("Search text").fill("ITEM");
    await first.getByLabel("Replace with").fill("PART");

    await panel.getByRole("button", { name: "Preview Changes", exact: true }).click();
    const summary = page.getByRole("status").filter({ hasText: "Changes applied:" });
    await expect(summary).toContainText("Removed commas from all fields");
    await expect(summary).toContainText("Formatted column 'UPC' as 11-digit UPC");
    await expect(summary).toContainText("Replaced 'ITEM' with 'PART' in column 'Name'");
    const processed = panel.getByRole("table", { name: "Processed data" });
    await expect(processed.locator("tbody tr")).toHaveCount(10);
    await expect(processed.locator("tbody tr").first()).toHaveText(/1\s*PART 0\s*0\.50\s*00000000000/);
    await expect(panel.getByText("Page 1 of 3")).toBeVisible();

    const download = panel.getByRole("button", { name: "Download Processed CSV" });
    await expect(download).toBeDisabled();
    await panel.getByLabel("Output filename").fill("pdw-clean");
    const got = await downloadOf(page, () => download.click());
    expect(got.name).toBe("pdw-clean.csv");
    expect(got.text.split("\n").slice(0, 2)).toEqual(["ID,Name,Price,UPC", "1,PART 0,0.50,00000000000"]);
  });

  test("PDW file prep: a skip past the end says so", async ({ page }) => {
    const panel = await openTool(page, "PDW File Prep");
    await panel.getByLabel("Skip Rows").fill("9");
    await panel.getByLabel("CSV File").setInputFiles(csv("short.csv", "a,b\n1,2\n"));
    await expect(alertWith(page, "Failed to preview file: Invalid header row. Not enough data.")).toBeVisible();
  });
});
