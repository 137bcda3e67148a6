import { expect, test, type Page } from "@playwright/test";
import { MIXED_BATCH_BRANCH, MIXED_BATCH_ORDERS as M } from "@/sim/erp/fixtures";
import { ACCOUNTS, signIn } from "./support/session";

// CLARIFICATIONS 63 and 64: a batch of mixed orders at TNFR (MIXED_BATCH_ORDERS, shipped by no other test) reviews
// with the ERP's weights, leaves out what must not ship, asks for a missing weight and buys at the weights shown.
const BOX = "Mixed Carton 12x10x8";
const ticked = [M.parcel, M.parcel2, M.creditHold, M.cod, M.noWeight, M.usps].map((o) => o.fullInvoiceID);

async function openBranch(page: Page) {
  await page.goto("/ship-station");
  const picker = page.getByLabel("Shipping Branch");
  await expect(picker.locator("option", { hasText: MIXED_BATCH_BRANCH })).toHaveCount(1, { timeout: 30_000 });
  await picker.selectOption(MIXED_BATCH_BRANCH);
  await page.getByRole("button", { name: "Get Orders" }).click();
  const queue = page.getByRole("table", { name: "Orders to ship" });
  await expect(queue.getByText(M.parcel.fullInvoiceID)).toBeVisible({ timeout: 30_000 });
  return queue;
}

test("a mixed batch: not parcel kept out, the ERP's weights, a typed missing weight, a kept hold, bought as shown", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, ACCOUNTS.staff);
  const added = await page.request.post("/api/ship54/box-presets", {
    data: { branch: MIXED_BATCH_BRANCH, name: BOX, length: 12, width: 10, height: 8, emptyWeight: 2 },
  });
  expect(added.status()).toBe(201);
  const queue = await openBranch(page);

  // Truck and will call are marked Not parcel and have no box; a scan of one asks first.
  for (const o of [M.truck, M.willCall]) {
    await expect(queue.getByRole("row").filter({ hasText: o.fullInvoiceID })).toContainText("Not parcel");
    await expect(page.getByRole("checkbox", { name: `Select ${o.fullInvoiceID}`, exact: true })).toHaveCount(0);
  }
  const scanBox = page.getByLabel("Invoice to Ship");
  await scanBox.fill(M.truck.fullInvoiceID);
  await scanBox.press("Enter");
  const question = page.getByRole("dialog", { name: "Not a Parcel" });
  await expect(question).toContainText(
    `Invoice ${M.truck.fullInvoiceID} ships OUR TRUCK, which is not a parcel ship via. Continue with shipment?`,
  );
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();

  for (const invoice of ticked) await page.getByRole("checkbox", { name: `Select ${invoice}`, exact: true }).check();
  const panel = page.getByRole("region", { name: "Ship a batch" });
  await panel.getByLabel("Box Preset").selectOption({ label: `${BOX} (12x10x8)` });
  await panel.getByRole("button", { name: "Review" }).click();

  const review = panel.getByRole("table", { name: "Batch review" });
  await expect(review.getByRole("row")).toHaveCount(ticked.length + 1, { timeout: 60_000 });
  // The ERP's weights: 9.32 lb of goods and the 2 lb box, rounded up to 11.4 lb.
  await expect(panel.getByLabel(`Weight of ${M.parcel.fullInvoiceID} (lb)`)).toHaveValue("11.4");
  await expect(panel.getByLabel(`Weight of ${M.parcel2.fullInvoiceID} (lb)`)).toHaveValue("5");
  // The hold, the COD balance and the ship via no keyword names are left out; each can be kept.
  for (const o of [M.creditHold, M.cod, M.usps]) {
    await expect(panel.getByRole("checkbox", { name: `Ship ${o.fullInvoiceID}` })).not.toBeChecked();
    await expect(panel.getByRole("checkbox", { name: `Ship ${o.fullInvoiceID}` })).toBeEnabled();
  }
  await expect(review.getByRole("row").filter({ hasText: M.creditHold.fullInvoiceID })).toContainText(
    "On hold in print review (HOLD - CREDIT): left out unless you keep it.",
  );
  // No weight in the ERP: Weight needed, and it cannot ship until one is typed.
  const noWeightRow = review.getByRole("row").filter({ hasText: M.noWeight.fullInvoiceID });
  await expect(noWeightRow).toContainText("Weight needed");
  await expect(panel.getByRole("checkbox", { name: `Ship ${M.noWeight.fullInvoiceID}` })).toBeDisabled();
  await expect(panel.getByRole("button", { name: /^Ship 2 Labels - \$\d+\.\d\d$/ })).toBeVisible();

  // The clerk types the missing weight: the row is rated at it and goes.
  const weight = panel.getByLabel(`Weight of ${M.noWeight.fullInvoiceID} (lb)`);
  await weight.fill("6.5");
  await weight.press("Enter");
  await expect(panel.getByRole("checkbox", { name: `Ship ${M.noWeight.fullInvoiceID}` })).toBeChecked({
    timeout: 30_000,
  });
  await expect(noWeightRow).not.toContainText("Weight needed");
  await expect(weight).toHaveValue("6.5");
  // The hold is kept.
  await panel.getByRole("checkbox", { name: `Ship ${M.creditHold.fullInvoiceID}` }).check();
  const ship = panel.getByRole("button", { name: /^Ship 4 Labels - \$\d+\.\d\d$/ });
  await expect(ship).toBeVisible();
  await expect(panel.getByLabel("Batch totals")).toContainText("4 labels");

  await ship.click();
  await expect(page.getByText(`Batch of 4 at ${MIXED_BATCH_BRANCH}`)).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText("Batch finished: 4 bought.")).toBeVisible({ timeout: 120_000 });
});
