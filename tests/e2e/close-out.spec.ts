import { expect, test, type Page } from "@playwright/test";
import { rateAddress } from "@/tests/helpers/rates-request";
import { seriousAxeFindings } from "./support/axe";
import { ACCOUNTS, signIn } from "./support/session";

// A branch no other desk test ships from, so its day holds only this test's labels.
const BRANCH = "TNJC";
const FROM = { name: "Ed's Supply Co", street1: "100 Broadway", city: "Nashville", state: "TN", zip: "37203" };
const TO = { name: "Bay Builders", street1: "215 Clayton St", city: "San Francisco", state: "CA", zip: "94117" };
let manualIds = Date.now();

/** A manual shipment's label bought at the branch through the portal's own routes, on the page's session. */
async function labelAtBranch(page: Page, provider: "USPS" | "UPS") {
  const invoiceNumber = `MANUAL-${manualIds++}`;
  const from = rateAddress(FROM);
  const to = rateAddress(TO);
  const quoted = await page.request.post("/api/shipping/rates", {
    data: { invoiceNumber, addressFrom: from, addressTo: to, parcel: { length: 10, width: 8, height: 6, weight: 2 } },
  });
  expect(quoted.ok()).toBe(true);
  const rates = (await quoted.json()).rates as { object_id: string; provider: string }[];
  const rate = rates.find((r) => r.provider === provider)!;
  const bought = await page.request.post("/api/shipments/create-manual", {
    data: { from, to, rateId: rate.object_id, details: { invoiceNumber, reference: "Close-out test", branch: BRANCH } },
  });
  expect(bought.ok()).toBe(true);
  return (await bought.json()) as { tracking_number: string };
}

// Issue 29 point 2: the day's labels by carrier, closed out once after a confirmation, the USPS SCAN form linked,
// and the manifest printed with only the manifest on the page.
test("Close Out: the branch's labels by carrier, asked first, the SCAN form, and the manifest printed", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    Object.defineProperty(window, "__printed", { configurable: true, writable: true, value: 0 });
    window.print = () => void ((window as unknown as { __printed: number }).__printed += 1);
  });
  await signIn(page, ACCOUNTS.staff);
  const usps = [await labelAtBranch(page, "USPS"), await labelAtBranch(page, "USPS")];
  const ups = await labelAtBranch(page, "UPS");

  await page.goto("/ship-station");
  await page.getByLabel("Shipping Branch").selectOption(BRANCH);
  await page.getByRole("link", { name: "Close Out" }).click();
  await expect(page).toHaveURL(new RegExp(`/ship-station/close-out\\?branch=${BRANCH}$`));
  await expect(page.getByRole("heading", { name: "Close Out", exact: true })).toBeVisible();

  const byCarrier = page.getByRole("table", { name: "Labels by carrier" });
  await expect(byCarrier.getByRole("row", { name: /USPS\s+2/ })).toBeVisible({ timeout: 30_000 });
  await expect(byCarrier.getByRole("row", { name: /UPS\s+1/ })).toBeVisible();
  await expect(page.getByLabel("Totals")).toContainText("3 labels");
  expect(await seriousAxeFindings(page)).toEqual([]);

  // Asked first; Cancel closes nothing.
  await page.getByRole("button", { name: "Close Out" }).click();
  const confirm = page.getByRole("dialog", { name: new RegExp(`Close out branch ${BRANCH}`) });
  await expect(confirm).toContainText("3 labels will be closed out");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole("button", { name: "Close Out" }).click();
  await confirm.getByRole("button", { name: "Close Out" }).click();

  await expect(page.getByText(/Closed out at/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Close Out" })).toBeHidden();
  const scanForm = page.getByRole("link", { name: "Open USPS SCAN Form" });
  await expect(scanForm).toHaveAttribute("href", /\/manifest-documents\/[0-9a-f]{32}\.pdf$/);
  const closedOut = page.getByRole("table", { name: "Labels closed out" });
  for (const l of [...usps, ups]) await expect(closedOut).toContainText(l.tracking_number);

  // A label bought now goes into the next close-out.
  await labelAtBranch(page, "USPS");
  await page.reload();
  await expect(page.getByText("1 label bought since then goes into the next close-out.")).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByLabel("Totals")).toContainText("3 labels");

  await page.getByRole("button", { name: "Print Manifest" }).click();
  expect(await page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print Manifest" })).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("heading", { name: new RegExp(`Manifest · Branch ${BRANCH}`) })).toBeVisible();
  await expect(closedOut).toContainText(usps[0].tracking_number);
});
