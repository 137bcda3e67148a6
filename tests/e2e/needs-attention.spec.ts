import { expect, test } from "@playwright/test";
import { ATTENTION_ROWS } from "./support/attention-rows";
import { ACCOUNTS, signIn } from "./support/session";
import { shippoKnob } from "./support/shippo";

// CLARIFICATIONS 58: the Shipment Dashboard's count for its branch, the branch's list, and actions that settle a row
// removing it (Track Again after the carrier's scan; Void Again, asked first). Two shipments are seeded at ARJB.
test("Needs Attention: the dashboard's count, the branch's list, and an action removing its row", async ({ page }) => {
  test.setTimeout(120_000);
  const { branch, quiet, refused } = ATTENTION_ROWS;
  await signIn(page, ACCOUNTS.staff);
  await page.goto("/ship-station");
  const picker = page.getByLabel("Shipping Branch");
  await expect(picker.locator("option", { hasText: branch })).toHaveCount(1, { timeout: 30_000 });
  await picker.selectOption(branch);
  await page.getByRole("link", { name: "Needs attention: 2" }).click();

  await expect(page.getByRole("heading", { name: `Needs Attention: branch ${branch}` })).toBeVisible();
  const list = page.getByRole("list", { name: "Needs attention" });
  const quietRow = list.getByRole("listitem").filter({ hasText: quiet.invoice });
  const refusedRow = list.getByRole("listitem").filter({ hasText: refused.invoice });
  // The tracking backstop may have read the label's first (pre-transit) event meanwhile: either sentence is the rule's.
  await expect(quietRow).toContainText(
    /No tracking event (in the 3 days since the label was bought|for more than 3 days)\./,
  );
  await expect(quietRow).toContainText("Since 4 days ago");
  await expect(refusedRow).toContainText(`The refund was refused: ${refused.reason}`);
  await expect(refusedRow).toContainText("Since 1 hour ago");
  // Without a branch (a bookmark): every branch of the company, this one's rows among them.
  await page.goto("/ship-station/needs-attention");
  await expect(page.getByRole("heading", { name: "Needs Attention: every branch" })).toBeVisible();
  await expect(list.getByRole("listitem").filter({ hasText: refused.invoice })).toHaveCount(1);
  await page.goBack();
  await expect(page.getByRole("heading", { name: `Needs Attention: branch ${branch}` })).toBeVisible();

  // The carrier scans the parcel (no webhook reaches the portal): Track Again, from the keyboard, reads it.
  const tracking = (await quietRow.getByRole("link").innerText()).match(/\d{10,}/)![0];
  await shippoKnob(`tracks/usps/${tracking}/advance`, { to: "TRANSIT", deliver: false });
  await quietRow.getByRole("button", { name: "Track Again" }).focus();
  await page.keyboard.press("Enter");
  await expect(quietRow).toHaveCount(0, { timeout: 30_000 });
  await expect(refusedRow).toHaveCount(1);
  // The focus was on the row's button, gone with it: it is on the list's heading, which counts one left.
  await expect(page.getByText("Needs attention: 1")).toBeFocused();

  // Void Again asks first, Cancel focused; Cancel changes nothing, then the label is voided and its row goes.
  await refusedRow.getByRole("button", { name: "Void Again" }).click();
  const confirm = page.getByRole("dialog", { name: "Void this label?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(refusedRow).toHaveCount(1);
  await refusedRow.getByRole("button", { name: "Void Again" }).click();
  await confirm.getByRole("button", { name: "Void Again" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Nothing needs attention." })).toBeVisible({
    timeout: 30_000,
  });

  await page.getByRole("link", { name: "Back to Shipment Dashboard" }).click();
  await page.getByLabel("Shipping Branch").selectOption(branch);
  await expect(page.getByRole("link", { name: "Needs attention: 0" })).toBeVisible();
});
