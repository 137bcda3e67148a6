import { expect, test, type Page } from "@playwright/test";
import { QUEUE_BRANCH, QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { ACCOUNTS, alertWith, signIn } from "./support/session";

// Issue 37 item 5: the Shipment Dashboard's daily friction, as a clerk meets it on the desk's 1366x768 screen.
test.use({ viewport: { width: 1366, height: 768 } });

const picker = (page: Page) => page.getByLabel("Shipping Branch");

async function openDashboard(page: Page) {
  await page.goto("/ship-station");
  await expect(picker(page).locator("option", { hasText: QUEUE_BRANCH })).toHaveCount(1, { timeout: 30_000 });
}

test("the branch picked is remembered for the user without Save as Default; Save as Default still sets the default", async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.staff);
  await openDashboard(page);
  await expect(picker(page)).toHaveValue("");

  await picker(page).selectOption("TNCV");
  await page.goto("/home");
  await openDashboard(page);
  await expect(picker(page)).toHaveValue("TNCV");

  // The last branch picked wins over the saved default...
  await picker(page).selectOption(QUEUE_BRANCH);
  await page.getByRole("button", { name: "Save as Default" }).click();
  await picker(page).selectOption("TNCO");
  await page.reload();
  await expect(picker(page)).toHaveValue("TNCO");

  // ...and the default is the branch of a user who has picked none in this browser.
  await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith("shipStationBranch:"))
      .forEach((k) => localStorage.removeItem(k)),
  );
  await page.reload();
  await expect(picker(page)).toHaveValue(QUEUE_BRANCH);
});

test("a scan with no branch chosen says to choose one, in plain words", async ({ page }) => {
  await signIn(page, ACCOUNTS.staff);
  await openDashboard(page);
  const scan = page.getByLabel("Invoice to Ship");
  await scan.fill(QUEUED_ORDERS.regular.fullInvoiceID);
  await scan.press("Enter");
  await expect(
    alertWith(
      page,
      `Choose a Shipping Branch first: invoice ${QUEUED_ORDERS.regular.fullInvoiceID} is looked for in its queue.`,
    ),
  ).toBeVisible();
  await expect(alertWith(page, "print status")).toHaveCount(0);
});

test("at 1366 px the queue's Tracking column is on screen; ticking the first invoice moves no row", async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.staff);
  await openDashboard(page);
  await picker(page).selectOption(QUEUE_BRANCH);
  await page.getByRole("button", { name: "Get Orders" }).click();
  const queue = page.getByRole("table", { name: "Orders to ship" });
  await expect(queue.getByText(QUEUED_ORDERS.regular.fullInvoiceID)).toBeVisible({ timeout: 30_000 });

  // Every column fits: the table does not scroll sideways, and Tracking's header ends inside the screen.
  const fits = await queue.evaluate((table) => {
    const box = table.parentElement!;
    return box.scrollWidth <= box.clientWidth;
  });
  expect(fits).toBe(true);
  const tracking = (await queue.getByRole("columnheader", { name: "Tracking" }).boundingBox())!;
  expect(tracking.x + tracking.width).toBeLessThanOrEqual(1366);

  // The first tick brings the batch panel, and the rows stay where they were (the next click lands as aimed).
  const rows = queue.getByRole("row");
  const before = (await rows.nth(2).boundingBox())!.y;
  await queue
    .getByRole("checkbox", { name: /^Select / })
    .first()
    .check();
  await expect(page.getByText("Ship a batch: 1 selected")).toBeVisible();
  expect((await rows.nth(2).boundingBox())!.y).toBe(before);
});
