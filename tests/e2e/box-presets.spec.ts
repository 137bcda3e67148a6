import { expect, test } from "@playwright/test";
import { QUEUE_BRANCH, QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { ACCOUNTS, signIn } from "./support/session";
import { chooseRate, shipButton } from "./support/shippo";

test("a box added on Ship54 Settings is picked by its number key, and the customer's next order opens with it", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, ACCOUNTS.staff);
  await page.goto("/ship54-settings");
  // The Label Format card has a Branch field of its own.
  const card = page.locator("section", { has: page.getByRole("heading", { name: "Box Presets" }) });
  await expect(card.getByLabel("Branch", { exact: true })).toHaveValue(QUEUE_BRANCH);
  const boxes = page.getByRole("list", { name: `Box presets of ${QUEUE_BRANCH}` });
  await expect(boxes).toContainText("Medium 12x10x8");

  // Add a box; a second one is deleted again after its confirmation.
  for (const [name, size] of [
    ["Crate 14x11x9", ["14", "11", "9"]],
    ["Spare 5x5x5", ["5", "5", "5"]],
  ] as const) {
    await page.getByRole("button", { name: "Add Box" }).click();
    const dialog = page.getByRole("dialog", { name: `Add Box at ${QUEUE_BRANCH}` });
    await dialog.getByLabel("Box Name").fill(name);
    await dialog.getByLabel("Length (in)").fill(size[0]);
    await dialog.getByLabel("Width (in)").fill(size[1]);
    await dialog.getByLabel("Height (in)").fill(size[2]);
    await dialog.getByLabel("Empty Weight (lb)").fill("0.9");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(boxes.getByRole("listitem").filter({ hasText: name })).toBeVisible();
  }
  await boxes.getByRole("button", { name: "Delete Spare 5x5x5" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete box preset?" });
  await expect(confirm).toContainText(`Delete the box Spare 5x5x5 at ${QUEUE_BRANCH}?`);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(boxes.getByRole("listitem").filter({ hasText: "Spare 5x5x5" })).toBeHidden();

  // Two orders of customer 10018: the second generation is shipped here (the later desk tests only open it), the
  // regular order only opened (the desk tests ship it).
  const invoices = [QUEUED_ORDERS.secondGeneration.fullInvoiceID, QUEUED_ORDERS.regular.fullInvoiceID];

  await page.goto(`/ship-station/${invoices[0]}`);
  await expect(page.getByRole("region", { name: "Ship To" })).not.toContainText("Loading", { timeout: 30_000 });
  const presets = page.getByRole("radiogroup", { name: /Box Presets/ });
  const crate = presets.getByRole("radio", { name: /Crate 14x11x9/ });
  await expect(crate).toHaveAttribute("aria-checked", "false");
  // The cursor starts in the list (CLARIFICATIONS 65), so the box's number key picks it.
  await expect(presets.locator("[tabindex='0']")).toBeFocused();
  const key = (await crate.locator("kbd").textContent())!;
  await page.keyboard.press(key);
  await expect(crate).toHaveAttribute("aria-checked", "true");
  await expect(page.getByLabel("Length (in)")).toHaveValue("14");
  await expect(page.getByLabel("Width (in)")).toHaveValue("11");
  await expect(page.getByLabel("Height (in)")).toHaveValue("9");
  await expect(page.getByText("Empty box 0.9 lb")).toBeVisible();
  await expect(page.getByLabel("Weight (lb)")).toBeFocused();
  await page.keyboard.type("6");

  await page.getByRole("button", { name: "Get Rates" }).click();
  await chooseRate(page);
  await shipButton(page).click();
  await expect(page.getByRole("dialog", { name: "Shipment Created" })).toBeVisible({ timeout: 30_000 });

  // The same customer's next order opens with that box chosen, named and its size filled; the cursor starts in the
  // list, on that box (Enter keeps it), and Weight waits empty (CLARIFICATIONS 65).
  await page.goto(`/ship-station/${invoices[1]}`);
  await expect(page.getByRole("region", { name: "Ship To" })).not.toContainText("Loading", { timeout: 30_000 });
  await expect(presets.getByRole("radio", { name: /Crate 14x11x9/ })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByText("Last box for this customer: 14x11x9")).toBeVisible();
  await expect(page.getByLabel("Length (in)")).toHaveValue("14");
  await expect(page.getByLabel("Height (in)")).toHaveValue("9");
  await expect(page.getByLabel("Weight (lb)")).toHaveValue("");
  await expect(presets.getByRole("radio", { name: /Crate 14x11x9/ })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Weight (lb)")).toBeFocused();
});
