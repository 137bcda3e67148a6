import { expect, test, type Page } from "@playwright/test";
import { seriousAxeFindings } from "./support/axe";
import { surchargeLineCount } from "./support/erp-orders";
import { SHARED_INVOICE } from "./support/seed-extras";
import { ACCOUNTS, alertWith, signIn } from "./support/session";

// Issue 28, point 5: the public pages on a phone (390 x 844), and Invoice Tracking on a desktop too.
test.use({ viewport: { width: 390, height: 844 } });

const DESKTOP = { width: 1280, height: 800 };
const surchargeLink = (order: string) => `/surcharge-calc?order=${order}&companyCode=EDS&port=5000`;

async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth > root.clientWidth;
  });
}

test("Invoice Tracking on a phone: a card per shipment, no sideways scroll, the carrier's link, the company's name", async ({
  page,
}) => {
  const { invoice, shipTo } = SHARED_INVOICE;
  await page.goto(`/invoice-tracking?invoiceNumber=${invoice}&company=HERITAGE`);
  await expect(page.getByText(`1 shipment for invoice ${invoice}`)).toBeVisible();
  await expect(page.getByText("Heritage", { exact: true })).toBeVisible();
  // Spec 1: the company logo is hidden for heritage; a link of any other company shows it beside the name.
  await expect(page.getByRole("img", { name: "Company logo" })).toHaveCount(0);

  const card = page.getByRole("list", { name: "Shipments of the invoice" }).getByRole("listitem").first();
  await expect(card).toContainText(shipTo.heritage);
  await expect(card.getByText("Label created")).toBeVisible();
  await expect(card.getByText("LABEL PURCHASED")).toHaveCount(0);
  const number = card.getByRole("link", { name: /9400SHAREDHERITAGE/ });
  await expect(number).toHaveAttribute(
    "href",
    "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400SHAREDHERITAGE",
  );
  await expect(number).toHaveAccessibleName(/track at USPS/);
  const progress = card.getByRole("list", { name: "Delivery progress" });
  await expect(progress.getByRole("listitem")).toHaveText([
    /^Label/,
    /^Shipped/,
    /^In transit/,
    /^Out for delivery/,
    /^Delivered/,
  ]);
  await expect(progress.locator('[aria-current="step"]')).toHaveText(/^Label/);
  await expect(page.getByRole("grid")).toBeHidden();

  expect(await scrollsSideways(page)).toBe(false);
  await card.getByRole("button", { name: "Show history" }).click();
  await expect(page.getByRole("heading", { name: "Tracking 9400SHAREDHERITAGE" })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test("Invoice Tracking on a desktop keeps the table, with carrier links and friendly statuses; a company link shows its logo", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const { invoice } = SHARED_INVOICE;
  await page.goto(`/invoice-tracking?invoiceNumber=${invoice}&company=heritage`);
  const results = page.getByRole("region", { name: "Results" });
  await expect(results.getByRole("grid")).toBeVisible();
  await expect(results.getByRole("list", { name: "Shipments of the invoice" })).toBeHidden();
  await expect(results.getByRole("link", { name: /9400SHAREDHERITAGE/ })).toHaveAttribute(
    "href",
    /^https:\/\/tools\.usps\.com\//,
  );
  await expect(results.getByRole("grid").getByText("Label created")).toBeVisible();
  await expect(results.getByRole("grid").getByText("USPS", { exact: true })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.goto(`/invoice-tracking?invoiceNumber=${invoice}&company=EDS`);
  await expect(page.getByRole("img", { name: "Company logo" })).toBeVisible();
});

test("Invoice Tracking's empty search has no sideways scroll and no axe finding on a phone", async ({ page }) => {
  await page.goto("/invoice-tracking");
  await page.getByRole("button", { name: "Search Tracking" }).click();
  await expect(alertWith(page, "Please enter an invoice number")).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test("the surcharge link opened again says when it was applied, and adds nothing", async ({ page, context }) => {
  const order = "S1000036";
  await signIn(page, ACCOUNTS.staff);
  await page.goto(surchargeLink(order));
  const done = page.getByRole("status").filter({ hasText: "Surcharge applied" });
  await expect(done).toContainText(`was added to order ${order}.001.`);
  await expect(done).not.toContainText("applied on");

  // Another tab (its own session storage) asks the server, whose ledger answers the first result and its day.
  const again = await context.newPage();
  await again.goto(surchargeLink(order));
  const today = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" }).format(
    new Date(),
  );
  const repeat = again.getByRole("status").filter({ hasText: "Surcharge applied" });
  await expect(repeat).toContainText(`applied on ${today}`);
  expect(await scrollsSideways(again)).toBe(false);
  expect(await seriousAxeFindings(again)).toEqual([]);
  expect(await surchargeLineCount(order)).toBe(1);
});

test("a signed-out visitor of a loggedInUser link signs in and comes back to the link", async ({ page }) => {
  const order = "S1000037";
  await page.goto(surchargeLink(order));
  await expect(alertWith(page, "Please log in to the portal as a user of EDS")).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.getByRole("link", { name: "Sign in" }).click();

  await expect(page).toHaveURL(/\/\?callbackUrl=/);
  await page.getByLabel("Username").fill(ACCOUNTS.staff.email);
  await page.getByLabel("Password").fill(ACCOUNTS.staff.password);
  await page.getByRole("button", { name: "Login" }).click();

  await expect(page).toHaveURL(new RegExp(`/surcharge-calc\\?order=${order}&companyCode=EDS&port=5000$`), {
    timeout: 30_000,
  });
  await expect(page.getByRole("status").filter({ hasText: "Surcharge applied" })).toContainText(order);
  expect(await surchargeLineCount(order)).toBe(1);
});

test("the Login screen never sends anyone to another site after signing in", async ({ page }) => {
  await page.goto(`/?callbackUrl=${encodeURIComponent("//evil.example/x")}`);
  await page.getByLabel("Username").fill(ACCOUNTS.staff.email);
  await page.getByLabel("Password").fill(ACCOUNTS.staff.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
});
