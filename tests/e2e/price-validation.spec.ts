import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { parseCrossReference } from "@/lib/cross-reference/parse-cross-reference";
import { buildPriceFile } from "@/sim/erp/price-file";
import { buildXrefFiles } from "@/sim/erp/xref";
import { ACCOUNTS, alertWith, signIn } from "./support/session";

const sample = buildPriceFile({ rows: 80 });
const unmapped = sample.rows.filter((r) => r.kind === "unmapped").length;
const exact = sample.rows.filter((r) => r.kind === "exact").length;
const priced = sample.rows.length - unmapped;

/** The run's ERP stand-in, Production port: fault knobs (sim/erp/README.md). */
async function erpFaults(faults: Record<string, unknown> | null) {
  const url = `${process.env.E2E_ERP_BASE_URL}:5000/__control/faults`;
  const res = await fetch(
    url,
    faults
      ? { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(faults) }
      : { method: "DELETE" },
  );
  if (!res.ok) throw new Error(`fault knob refused: ${res.status}`);
}

async function chooseFile(page: Page, csv: string, name = "prices.csv") {
  await page.getByLabel("Price file (CSV)").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv) });
}

const summaryValue = (page: Page, label: string) =>
  page
    .getByRole("region", { name: "Pricing Summary" })
    .locator("dt", { hasText: label })
    .locator("xpath=following-sibling::dd[1]");

test.describe("Price Comparison", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await page.goto("/price-validation");
    await expect(page.getByRole("heading", { name: "Price Comparison" })).toBeVisible();
  });
  test.afterEach(() => erpFaults(null));

  test("Submit Data waits for a file with a resolved product; the file's problems are said", async ({ page }) => {
    const submit = page.getByRole("button", { name: "Submit Data" });
    await expect(submit).toBeDisabled();
    await expect(page.getByLabel("Show Exact Matches")).toBeChecked();
    await expect(page.getByRole("button", { name: "Download CSV" })).toBeDisabled();

    await chooseFile(page, "only\nthe\nreport\nheader\n\n\n\n\nEDS_PN,X,INVOICE,SELL,COST,COGS,BRANCH,CUSTOMER\n");
    await expect(alertWith(page, "No valid data found in CSV.")).toBeVisible();
    await expect(submit).toBeDisabled();
    // The layout opens to say what the file needs, with a template the comparison reads.
    const layout = page.locator("details", { hasText: "Expected file layout" });
    await expect(layout).toHaveAttribute("open", "");
    await expect(layout.getByRole("table", { name: "Columns the comparison reads" })).toContainText(
      "HEds Customer ID (required)",
    );
    const [template] = await Promise.all([
      page.waitForEvent("download"),
      layout.getByRole("button", { name: "Download Template" }).click(),
    ]);
    expect(template.suggestedFilename()).toBe("price_comparison_template.csv");
    await chooseFile(page, await readFile((await template.path())!, "utf8"));
    await expect(page.getByRole("status").filter({ hasText: "Read 2 rows." })).toBeVisible();

    const unknownOnly = sample.csv.split("\r\n").slice(0, 9).join("\r\n") + "\r\n9999990,X,S1.001,1,1,1,TNNA,1\r\n";
    await chooseFile(page, unknownOnly);
    await expect(alertWith(page, "No valid products to process.")).toBeVisible();
    await expect(submit).toBeDisabled();

    await page.getByLabel("Price file (CSV)").setInputFiles([]);
    await expect(alertWith(page, "Please select a file.")).toBeVisible();
  });

  test("compares a file: summary, histogram, coloured differences, Failed Products, Show Exact Matches and the CSV", async ({
    page,
  }) => {
    await chooseFile(page, sample.csv);
    await expect(page.getByRole("status").filter({ hasText: `Read ${sample.rows.length} rows.` })).toBeVisible();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: /Read \d+ rows?\. The cross-references matched \d+ customers? and \d+ products?\./ }),
    ).toBeVisible();
    const submit = page.getByRole("button", { name: "Submit Data" });
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page.getByRole("heading", { name: "Pricing Summary" })).toBeVisible({ timeout: 30_000 });
    await expect(summaryValue(page, "Total Products")).toHaveText(String(priced));
    await expect(summaryValue(page, "Zero Price Difference")).toHaveText(String(exact));
    await expect(summaryValue(page, "Some Price Difference")).toHaveText(String(priced - exact));
    await expect(summaryValue(page, "% Exact Match")).toHaveText(`${((exact / priced) * 100).toFixed(1)}%`);
    await expect(page.getByRole("img", { name: /Price differences/ })).toContainText("Exact");

    const table = page.getByRole("table", { name: "Price comparison results" });
    await expect(table.locator("tbody tr")).toHaveCount(priced);
    // The difference leads the screen's 14 columns (the download keeps the export's order).
    await expect(table.getByRole("columnheader").first()).toHaveText(/^Price Difference/);
    await expect(table.locator("td.text-green-700").first()).toHaveText("$0.00");

    if (unmapped > 0) {
      await expect(alertWith(page, `Pricing data could not be retrieved for ${unmapped} product(s).`)).toBeVisible();
      await expect(page.getByRole("heading", { name: "Failed Products" })).toBeVisible();
      const failed = page.getByRole("table", { name: "Failed Products" });
      for (const column of ["Original ID", "HER_PN"])
        await expect(failed.getByRole("columnheader", { name: column })).toBeVisible();
      await expect(failed.getByRole("row", { name: /^\d+ N\/A / }).first()).toBeVisible();
    }

    await page.getByLabel("Show Exact Matches").uncheck();
    await expect(table.locator("tbody tr")).toHaveCount(priced - exact);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("price_validation_results.csv");
    const csv = await readFile((await download.path())!, "utf8");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^"Eds Product ID","HER Product ID",.*"Price Difference"$/);
    expect(lines).toHaveLength(priced - exact + 1);
    expect(lines.every((l) => /^"[^"]*"(,"[^"]*")*$/.test(l))).toBe(true);
  });

  test("a file larger than one request's 1 MB goes in several requests, and every row is counted", async ({ page }) => {
    // The sim's invoices give about 5,000 rows (760 kB of JSON); the same lines twice make a file past the limit.
    const big = buildPriceFile({ rows: 6000 });
    const lines = big.csv.trimEnd().split("\r\n");
    const twice = [...lines, ...lines.slice(9)].join("\r\n") + "\r\n";
    const bigPriced = 2 * big.rows.filter((r) => r.kind !== "unmapped").length;
    const bodies: number[] = [];
    page.on("request", (req) => {
      if (new URL(req.url()).pathname === "/api/price-validation/compare")
        bodies.push(req.postDataBuffer()?.length ?? 0);
    });

    await chooseFile(page, twice);
    await expect(
      page.getByRole("status").filter({ hasText: `Read ${(2 * big.rows.length).toLocaleString("en-US")} rows.` }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Submit Data" }).click();
    await expect(page.getByRole("heading", { name: "Pricing Summary" })).toBeVisible({ timeout: 90_000 });
    await expect(summaryValue(page, "Total Products")).toHaveText(String(bigPriced));
    expect(bodies.length).toBeGreaterThan(1);
    for (const bytes of bodies) expect(bytes).toBeLessThanOrEqual(1024 * 1024);
  });

  test("a customer whose pricing fails lands in Failed Products while the rest finish, with a progress bar on the way", async ({
    page,
  }) => {
    const customers = parseCrossReference(buildXrefFiles()["EDS.CUS.XREF.csv"], "EDS_CUSNUM");
    const victim = sample.rows.find((r) => r.kind === "exact")!;
    const victimRows = sample.rows.filter((r) => r.customerId === victim.customerId && r.kind !== "unmapped").length;
    await erpFaults({ failCustomers: [customers.get(victim.customerId)], latencyMs: 400 });

    await chooseFile(page, sample.csv);
    await page.getByRole("button", { name: "Submit Data" }).click();
    await expect(page.getByRole("button", { name: "Loading..." })).toBeDisabled();
    await expect(page.getByRole("progressbar", { name: "Pricing progress" })).toBeVisible();

    await expect(page.getByRole("heading", { name: "Pricing Summary" })).toBeVisible({ timeout: 45_000 });
    await expect(summaryValue(page, "Total Products")).toHaveText(String(priced - victimRows));
    await expect(
      alertWith(page, `Pricing data could not be retrieved for ${unmapped + victimRows} product(s).`),
    ).toBeVisible();
    const failed = page.getByRole("table", { name: "Failed Products" });
    await expect(failed.getByRole("row", { name: new RegExp(`^${victim.edsProductId} \\d+ `) }).first()).toBeVisible();
  });
});
