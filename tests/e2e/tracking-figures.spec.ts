import { expect, test } from "@playwright/test";
import { ACCOUNTS, signIn } from "./support/session";

const money = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, "")) * 100);

// Issue 37 item 7: the figures of Shipment Tracking agree (one read), one spelling per carrier, one word per status,
// and the Void column is on screen at 1366 px.
test("Shipment Tracking's cards, charts and table agree, and Void is on screen at 1366 px", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, ACCOUNTS.admin, /\/admin\/home$/);
  await page.goto("/admin/shipment-tracking");

  const card = (label: string) =>
    page.getByRole("region", { name: "Last 30 days" }).getByText(label, { exact: true }).locator("xpath=..");
  const total = Number((await card("Total Shipments").locator("p").nth(1).innerText()).trim());
  expect(total).toBeGreaterThan(0);

  const history = page.getByRole("region", { name: "Shipping history" });
  await expect(history.getByText(new RegExp(`^${total} shipments from `))).toBeVisible();
  const labels = await history.getByText(/: \d+ labels?( · |$)/).innerText();
  const carrierCount = [...labels.matchAll(/: (\d+) label/g)].reduce((n, m) => n + Number(m[1]), 0);
  expect(carrierCount).toBe(total);
  expect(labels).not.toMatch(/FEDEX|DHL(?! Express| eCommerce)/);

  const cost = money(await card("Total Shipping Cost").locator("p").nth(1).innerText());
  const bars = await history
    .getByRole("link", { name: /: \$[\d,.]+$/ })
    .evaluateAll((links) => links.map((a) => a.getAttribute("aria-label") ?? ""));
  expect(bars.reduce((n, name) => n + money(name.split(": $")[1]), 0)).toBe(cost);

  // Problems links to the rows it counts.
  const attention = card("Problems").getByRole("link");
  const needing = Number((await attention.innerText()).trim());
  await attention.click();
  await expect(page).toHaveURL(/needsAttention=true/);
  await expect(page.getByLabel("Problems only")).toBeChecked();
  const table = page.getByRole("grid", { name: "Shipments" }).or(page.getByRole("table", { name: "Shipments" }));
  const rows = table.getByRole("row").filter({ hasNot: page.getByRole("columnheader") });
  if (needing === 0) await expect(table).toContainText("No shipments match these filters.");
  else await expect(rows).toHaveCount(Math.min(needing, 50));

  // One word per status in the filter; Created is Label created.
  const options = await page.getByLabel("Status", { exact: true }).locator("option").allInnerTexts();
  expect(options).toContain("Label created");
  expect(options).not.toContain("Created");
  expect(new Set(options).size).toBe(options.length);

  await page.goto("/admin/shipment-tracking");
  const voidHeader = page.getByRole("columnheader", { name: "Void" });
  const box = (await voidHeader.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(1366);
  const scroller = table.locator("xpath=..");
  expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(table.getByRole("cell", { name: "FEDEX", exact: true })).toHaveCount(0);
});
