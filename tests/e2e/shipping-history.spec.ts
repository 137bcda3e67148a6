import { expect, test } from "@playwright/test";
import { seriousAxeFindings } from "./support/axe";
import { ACCOUNTS, signIn } from "./support/session";

// Issue 29: Shipment Tracking's history charts, drawn on the server; a bar is a link that filters the table.
test("the shipping history charts sit above the table, a bar filters it, the period changes, and axe finds nothing serious", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ACCOUNTS.admin, /\/admin\/home$/);
  await page.goto("/admin/shipment-tracking");

  const history = page.getByRole("region", { name: "Shipping history" });
  await expect(history.getByText("Shipments per day by status")).toBeVisible();
  await expect(history.getByText("Label cost by carrier")).toBeVisible();
  await expect(history.getByText("On-time delivery by carrier and service")).toBeVisible();
  await expect(history.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");
  expect(await seriousAxeFindings(page)).toEqual([]);

  // The seeded labels (bought today, not yet picked up) make today's "Label created" piece of the daily bar.
  const piece = history
    .getByRole("group", { name: "Shipments per day by status" })
    .getByRole("link", { name: /^\w{3} \d{1,2}, \d{4}: \d+ Label created$/ })
    .last();
  const [, count] = /: (\d+) Label created$/.exec((await piece.getAttribute("aria-label"))!)!;
  await piece.click();

  await expect(page).toHaveURL(/status=LABEL_PURCHASED/);
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("LABEL_PURCHASED");
  const table = page.getByRole("grid", { name: "Shipments" }).or(page.getByRole("table", { name: "Shipments" }));
  const rows = table.getByRole("row").filter({ hasNot: page.getByRole("columnheader") });
  await expect(rows).toHaveCount(Number(count));
  for (const row of await rows.all()) await expect(row).toContainText("Label created");

  // A carrier's cost bar narrows the table to that carrier.
  await page.getByRole("link", { name: /^USPS: \$/ }).click();
  await expect(page).toHaveURL(/carrier=usps/);
  await expect(page.getByLabel("Carrier", { exact: true })).toHaveValue("usps");

  await history.getByRole("link", { name: "7 days" }).click();
  await expect(
    page.getByRole("region", { name: "Shipping history" }).getByRole("link", { name: "7 days" }),
  ).toHaveAttribute("aria-current", "page");
  expect(await seriousAxeFindings(page)).toEqual([]);
});
