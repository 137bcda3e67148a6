import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, signIn } from "./support/session";

// Spec 3, Company Admin: the webhook dialog (status, Create Webhook, Delete Webhook after its confirmation) and
// the bulk action with its confirmation and counts alert, texts as spec 3 section 8 writes them.

async function openWebhookOfEds(page: Page) {
  await page
    .getByRole("table", { name: "Companies" })
    .getByRole("button", { name: "Webhook of EDS", exact: true })
    .click();
  const dialog = page.getByRole("dialog", { name: "Tracking webhook – EDS" });
  await expect(dialog.getByText(/^Webhook status:/)).toBeVisible();
  return dialog;
}

test("Company Admin: EDS's webhook dialog creates and deletes its webhook, and Create Webhooks for All counts", async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin, /\/admin\/home$/);
  await page.goto("/admin/companies");
  await expect(page.getByRole("heading", { name: "Company Admin" })).toBeVisible();

  let dialog = await openWebhookOfEds(page);
  const status = dialog.getByText(/^Webhook status:/);
  const create = dialog.getByRole("button", { name: "Create Webhook" });
  const remove = dialog.getByRole("button", { name: "Delete Webhook" });

  // Other suites may have made EDS's webhook already (a token validated on Ship54 Settings makes one by itself).
  if ((await status.textContent())?.includes("Active")) {
    await remove.click();
    await page.getByRole("dialog", { name: "Delete webhook?" }).getByRole("button", { name: "Delete Webhook" }).click();
    await expect(status).toHaveText("Webhook status: None");
  }
  await expect(status).toHaveText("Webhook status: None");
  await expect(remove).toHaveCount(0);
  await create.click();
  await expect(dialog.getByRole("status").filter({ hasText: "Webhook created successfully!" })).toBeVisible();
  await expect(status).toHaveText("Webhook status: Active · Created: Today");
  await expect(create).toHaveCount(0);

  await remove.click();
  const confirm = page.getByRole("dialog", { name: "Delete webhook?" });
  await expect(
    confirm.getByText("Are you sure you want to delete the webhook? This will stop automatic shipment tracking."),
  ).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(status).toHaveText("Webhook status: Active · Created: Today");
  await remove.click();
  await confirm.getByRole("button", { name: "Delete Webhook" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Webhook deleted successfully!" })).toBeVisible();
  await expect(status).toHaveText("Webhook status: None");
  await expect(create).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toBeHidden();

  // The bulk action: asked first, then the counts; EDS (a valid token, no webhook now) is among the successes.
  await page.getByRole("button", { name: "Create Webhooks for All" }).click();
  const bulk = page.getByRole("dialog", { name: "Create webhooks for all companies" });
  await expect(
    bulk.getByText("This will create webhooks for all companies with valid Shippo tokens. Continue?"),
  ).toBeVisible();
  await bulk.getByRole("button", { name: "Continue" }).click();
  const counts = bulk.getByRole("alert").or(bulk.getByRole("status"));
  await expect(counts).toHaveText(/^Webhook creation finished: [1-9]\d* successful, 0 failed\.$/);
  await bulk.getByRole("button", { name: "OK" }).click();
  await expect(bulk).toBeHidden();

  dialog = await openWebhookOfEds(page);
  await expect(dialog.getByText(/^Webhook status:/)).toHaveText("Webhook status: Active · Created: Today");
});
