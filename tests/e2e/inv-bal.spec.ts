import { expect, test, type Page } from "@playwright/test";
import { fileDate } from "@/lib/csv/file-names";
import { downloadOf } from "./files-support";
import { ACCOUNTS, alertWith, signIn } from "./support/session";

const PREAMBLE = ["INVENTORY BALANCE REPORT", "Branch: ALL", "", "Run by: JSMITH", "", "Page 1", "", "-----"];
const inventory = (name: string, lines: string[]) => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from([...PREAMBLE, ...lines].join("\r\n") + "\r\n", "latin1"),
});

function files(parts: number, differing: (i: number) => boolean) {
  const ids = Array.from({ length: parts }, (_, i) => i);
  return {
    conv: inventory("conv.csv", [
      "ECL_PN,ESC.PN,ESE.PN,ESW.PN,DESCRIPTION,OH-TOTAL",
      ...ids.map((i) => `C${i},${100 + i},E${i},W${i},Pipe ${i},${i}`),
    ]),
    eds: inventory("eds.csv", [
      "ECL_PN,DESCRIPTION,OH-TOTAL,BIN",
      ...ids.map((i) => `${100 + i},Pipe ${i},${differing(i) ? i + 2 : i},A${i}`),
    ]),
  };
}

async function choose(page: Page, f: ReturnType<typeof files>) {
  await signIn(page, ACCOUNTS.staff);
  await page.goto("/inv-bal");
  await expect(page.getByRole("heading", { name: "File Comparison Tool" })).toBeVisible();
  await page.getByLabel("CONV File", { exact: true }).setInputFiles(f.conv);
  await page.getByLabel("EDS File", { exact: true }).setInputFiles(f.eds);
}

test.describe("File Comparison Tool", () => {
  test("compares on the chosen part column, lists the differences, downloads them and pages every item", async ({
    page,
  }) => {
    await choose(
      page,
      files(60, (i) => i % 10 === 3),
    );
    await expect(page.getByRole("list", { name: "CONV File columns" }).getByRole("listitem")).toHaveCount(6);
    await expect(page.getByLabel("Column to Compare")).toHaveValue("OH-TOTAL");
    const compare = page.getByRole("button", { name: "Compare" });
    await expect(compare).toBeDisabled();
    const part = page.getByLabel("Eds Part Number Column");
    await expect(part.locator("option")).toHaveText([
      "Choose a part number column",
      "Eds Central (NASH) & Coastal (ESC.PN)",
      "Eds East (CHAT) (ESE.PN)",
      "Eds West (LITT) (ESW.PN)",
    ]);
    await part.selectOption("ESC.PN");
    await page.getByLabel("Additional Column to Display").selectOption("DESCRIPTION");
    await expect(
      page.getByText(/Rows are matched where the EDS file's ECL_PN equals the CONV file's ESC\.PN/),
    ).toBeVisible();
    await compare.click();

    await expect(page.getByText("60 rows compared, 6 with variance (10.0%)")).toBeVisible();
    const differences = page.getByRole("table", { name: "Differences" });
    await expect(differences.locator("tbody tr")).toHaveCount(6);
    await expect(differences.getByRole("columnheader", { name: "CONV DESCRIPTION" })).toBeVisible();
    await expect(differences.locator("tbody tr").first()).toHaveText(/103\s*C3\s*103\s*3\s*5\s*Pipe 3\s*Pipe 3\s*-2/);

    const got = await downloadOf(page, () => page.getByRole("button", { name: "Download CSV" }).click());
    expect(got.name).toBe(`inventory_balance_comparison_${fileDate()}.csv`);
    const lines = got.text.trim().split("\r\n");
    expect(lines).toHaveLength(7);
    expect(lines[0]).toBe(
      '"EDS ECL_PN","CONV ECL_PN","CONV ESC.PN","CONV OH-TOTAL","EDS OH-TOTAL","CONV DESCRIPTION","EDS DESCRIPTION","Difference"',
    );
    expect(lines[1]).toBe('"103","C3","103","3","5","Pipe 3","Pipe 3","-2"');

    await page.getByRole("button", { name: "Show Items" }).click();
    const all = page.getByRole("table", { name: "All items" });
    await expect(all.locator("tbody tr")).toHaveCount(25);
    await expect(page.getByText("Page 1 of 3")).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(all.locator("tbody tr")).toHaveCount(10);
    await page.getByRole("button", { name: "Hide Items" }).click();
    await expect(all).toHaveCount(0);

    // Changing the compare column clears the results.
    await page.getByLabel("Column to Compare").selectOption("ECL_PN");
    await expect(differences).toHaveCount(0);
  });

  test("more than 1000 differences: the warning, and the first 1000 shown", async ({ page }) => {
    await choose(
      page,
      files(1200, () => true),
    );
    await page.getByLabel("Eds Part Number Column").selectOption("ESC.PN");
    await page.getByRole("button", { name: "Compare" }).click();
    await expect(alertWith(page, "Warning: 1200 unmatched items. Only showing first 1000.")).toBeVisible();
    await expect(page.getByRole("table", { name: "Differences" }).locator("tbody tr")).toHaveCount(1000);
  });

  test("a repeated part number is reported with its counts, and past 10,000 pairs the table shows the first and the CSV holds all", async ({
    page,
  }) => {
    const ids = Array.from({ length: 10_050 }, (_, i) => i);
    // Part 100 is three times in CONV and twice in EDS: its rows pair in file order, the third CONV row left out.
    const conv = inventory("conv.csv", [
      "ECL_PN,ESC.PN,OH-TOTAL",
      ...ids.map((i) => `C${i},${100 + i},${i}`),
      "CX1,100,7",
      "CX2,100,8",
    ]);
    const eds = inventory("eds.csv", ["ECL_PN,OH-TOTAL", ...ids.map((i) => `${100 + i},${i}`), "100,9"]);
    await signIn(page, ACCOUNTS.staff);
    await page.goto("/inv-bal");
    await page.getByLabel("CONV File", { exact: true }).setInputFiles(conv);
    await page.getByLabel("EDS File", { exact: true }).setInputFiles(eds);
    await page.getByLabel("Eds Part Number Column").selectOption("ESC.PN");
    await page.getByRole("button", { name: "Compare" }).click();

    await expect(page.getByText("10051 rows compared, 1 with variance (0.0%)")).toBeVisible();
    await expect(alertWith(page, "1 part number appears more than once.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Repeated part numbers" }).getByRole("listitem")).toHaveText([
      "Part 100 appears 3 times in CONV and 2 times in EDS: 2 pairs compared; 1 CONV row left out.",
    ]);

    await page.getByRole("button", { name: "Show Items" }).click();
    await expect(
      page.getByText("Showing the first 10,000 of 10,051 compared items; download the CSV for all of them."),
    ).toBeVisible();
    const all = await downloadOf(page, () => page.getByRole("button", { name: "Download All Items" }).click());
    expect(all.name).toBe(`inventory_balance_all_items_${fileDate()}.csv`);
    const lines = all.text.trim().split("\r\n");
    expect(lines).toHaveLength(10_052);
    expect(lines.at(-1)).toBe('"100","CX1","100","7","9","-2"');
  });

  test("a missing part column is named, and a short file is refused when chosen", async ({ page }) => {
    await choose(
      page,
      files(5, () => false),
    );
    await page.getByLabel("Eds Part Number Column").selectOption("ESW.PN");
    await page
      .getByLabel("CONV File", { exact: true })
      .setInputFiles(inventory("conv.csv", ["ECL_PN,ESC.PN,OH-TOTAL", "C1,1,1"]));
    await page.getByRole("button", { name: "Compare" }).click();
    await expect(alertWith(page, "Part column 'ESW.PN' not found in CONV file.")).toBeVisible();
    await page
      .getByLabel("EDS File", { exact: true })
      .setInputFiles({ name: "eds.csv", mimeType: "text/csv", buffer: Buffer.from("only\none line\n") });
    await expect(alertWith(page, "The EDS file has no column names on line 9.")).toBeVisible();
  });
});
