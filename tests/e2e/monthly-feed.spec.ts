import { expect, test } from "@playwright/test";
import { downloadOf } from "./files-support";
import { ACCOUNTS, signIn } from "./support/session";

const SALES = [
  "Kohler monthly sales export,,,",
  "Invoice#,ProductSKU,Description,Quantity",
  "S1,AS-1,Toilet,2",
  "S1,K-9,Faucet,1",
  "S1,AS-1,Toilet,3",
  'S2,AS-2,"Sink, white",1',
].join("\r\n");

const today = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}_${pad(d.getMonth() + 1)}_${pad(d.getDate())}`;
};

test.describe("Monthly Sales Feed", () => {
  test("merges by default, needs a filename and downloads a tab-separated .txt", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await page.goto("/kohler-feed");
    await expect(page.getByRole("heading", { name: "Monthly Sales Feed" })).toBeVisible();
    await expect(page.getByLabel("Merge lines with the same Invoice# and ProductSKU (Quantity summed)")).toBeChecked();
    await expect(page.getByLabel("Only SKUs beginning with AS")).not.toBeChecked();
    const name = page.getByLabel("Output filename");
    await expect(name).toHaveValue(`Kohler_Sales_${today()}`);
    await page
      .getByLabel("Sales File")
      .setInputFiles({ name: "sales.csv", mimeType: "text/csv", buffer: Buffer.from(SALES) });

    await name.fill("");
    await page.getByRole("button", { name: "Export" }).click();
    await expect(page.getByText("Filename is required")).toBeVisible();

    await name.fill("Kohler_Sales_2026_10_31");
    const merged = await downloadOf(page, () => page.getByRole("button", { name: "Export" }).click());
    expect(merged.name).toBe("Kohler_Sales_2026_10_31.txt");
    expect(merged.text).toBe(
      "Invoice#\tProductSKU\tDescription\tQuantity\nS1\tAS-1\tToilet\t5\nS1\tK-9\tFaucet\t1\nS2\tAS-2\tSink, white\t1\n",
    );
    await expect(page.getByText("Exported Kohler_Sales_2026_10_31.txt: 3 line(s) from 4 sales row(s)")).toBeVisible();

    await page.getByLabel("Merge lines with the same Invoice# and ProductSKU (Quantity summed)").uncheck();
    await page.getByLabel("Only SKUs beginning with AS").check();
    const filtered = await downloadOf(page, () => page.getByRole("button", { name: "Export" }).click());
    expect(filtered.text.trim().split("\n")).toEqual([
      "Invoice#\tProductSKU\tDescription\tQuantity",
      "S1\tAS-1\tToilet\t2",
      "S1\tAS-1\tToilet\t3",
      "S2\tAS-2\tSink, white\t1",
    ]);
  });

  test("the route follows the /{manufacturer}-feed pattern", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await page.goto("/moen-feed");
    await expect(page.getByRole("heading", { name: "Monthly Sales Feed" })).toBeVisible();
    await expect(page.getByLabel("Output filename")).toHaveValue(`Moen_Sales_${today()}`);
  });
});
