import { expect, test } from "@playwright/test";
import { ACCOUNTS, signIn } from "./support/session";

// Issue 37 item 10: the palette found nothing for "contacts", could not reach Close Out, and Escape dropped focus.
test("the palette finds Contact Search by 'contacts', reaches Close Out, and Escape gives the focus back", async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.staff);
  await page.waitForLoadState("networkidle");
  const palette = page.getByRole("dialog", { name: "Go to a screen" });
  const input = palette.getByRole("combobox", { name: "Screen name" });
  const options = palette.getByRole("listbox", { name: "Screens" }).getByRole("option");

  const button = page.getByRole("button", { name: "Go to a screen" });
  await button.focus();
  await page.keyboard.press("Control+K");
  await input.fill("contacts");
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText("Contact Search");
  await page.keyboard.press("Escape");
  await expect(palette).toHaveCount(0);
  await expect(button).toBeFocused();

  await page.keyboard.press("Control+K");
  await input.fill("close out");
  await expect(options.first()).toContainText("Close Out");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/ship-station\/close-out/);
});
