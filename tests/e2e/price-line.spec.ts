import { expect, test, type Page } from "@playwright/test";
import { PRICE_LINES } from "@/sim/erp/fixtures";
import { readFromErp, updateInErp } from "./support/erp";
import { expectPriceLineSearchAfter } from "./support/search-delay";
import { ACCOUNTS, alertWith, signIn } from "./support/session";

type Line = { branchAccessList: { branchId: string }[] };
const erpBranches = async (id: string) =>
  (await readFromErp<Line>(`/PriceLines/${id}`)).branchAccessList.map((b) => b.branchId);
const branch = (page: Page, id: string) => page.getByRole("checkbox", { name: new RegExp(`^${id} `) });

async function goHomeByNavigation(page: Page) {
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Home" }).click();
}

async function openLine(page: Page, term: string, id: string) {
  await page.getByLabel("Price Line").fill(term);
  await page.getByRole("option", { name: new RegExp(id) }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`^${id} –`) })).toBeVisible();
  // The branch list is drawn once the territories are in.
  await expect(branch(page, "TNNA")).toBeVisible();
}

/** Saves the line's edits through the confirmation, and answers the Undo button the save offers. */
async function saveConfirmed(page: Page) {
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByRole("dialog", { name: "Confirm Changes" }).getByRole("button", { name: "Confirm" }).click();
  return page.getByRole("button", { name: "Undo" });
}

test.describe("Price Line Access", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await page.goto("/price-line");
    await expect(page.getByRole("heading", { name: "Price Line Access" })).toBeVisible();
  });

  test("shows the line's branch access by company, says when there is nothing to save, saves with a confirmation and undoes", async ({
    page,
  }) => {
    const id = PRICE_LINES.restricted.id;
    await openLine(page, "uponor", id);
    for (const b of PRICE_LINES.restricted.branchAccessList) await expect(branch(page, b)).toBeChecked();
    await expect(branch(page, "TNNA")).toHaveAccessibleName(/ESC - NASHVILLE/);
    // Each company goes by its code (spec 2 section 3), with no invented name.
    await expect(page.getByRole("group", { name: "ESW", exact: true })).toBeVisible();
    await expect(page.getByRole("group", { name: /Benoist|Coastal|NuComfort|Wittichen|Ed's/ })).toHaveCount(0);

    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("No changes to save")).toBeVisible();

    await branch(page, "ARLR").check();
    await branch(page, "TNMB").uncheck();
    await expect(page.getByText("Unsaved changes")).toBeVisible();
    await page.getByRole("button", { name: "Save" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm Changes" });
    await expect(dialog.getByRole("region", { name: "Branches added" })).toContainText("ARLR");
    await expect(dialog.getByRole("region", { name: "Branches removed" })).toContainText("TNMB");
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("Price line access updated successfully!")).toBeVisible();
    await expect(page.getByText("Unsaved changes")).toHaveCount(0);
    expect(await erpBranches(id)).toEqual(["TNNA", "TNCH", "ARLR"]);

    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByText("The previous branch access list is back.")).toBeVisible();
    await expect(branch(page, "TNMB")).toBeChecked();
    await expect(branch(page, "ARLR")).not.toBeChecked();
    expect(await erpBranches(id)).toEqual([...PRICE_LINES.restricted.branchAccessList]);
  });

  test("a company box ticks every branch of its territory", async ({ page }) => {
    await openLine(page, "fasteners screws", PRICE_LINES.fullBasis.id);
    const west = page.getByRole("group", { name: "ESW", exact: true });
    await west.getByRole("checkbox", { name: "All ESW branches" }).check();
    for (const b of ["ARLR", "ARFS", "ARJB", "ARCW"]) await expect(branch(page, b)).toBeChecked();
    await branch(page, "ARFS").uncheck();
    await expect(west.getByRole("checkbox", { name: "All ESW branches" })).not.toBeChecked();
  });

  test("changing the selection while dirty asks first: Stay Here keeps the edits, Discard Changes moves on", async ({
    page,
  }) => {
    await openLine(page, "charlotte", PRICE_LINES.open.id);
    await branch(page, "ILMV").check();
    await page.getByLabel("Price Line").fill("uponor");
    await page.getByRole("option", { name: /UPON-PEX/ }).click();
    const dialog = page.getByRole("dialog", { name: "Unsaved Changes" });
    await dialog.getByRole("button", { name: "Stay Here" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("heading", { name: /^CHAR-ABS –/ })).toBeVisible();
    await expect(branch(page, "ILMV")).toBeChecked();

    await page.getByRole("button", { name: "Clear selection" }).click();
    await dialog.getByRole("button", { name: "Discard Changes" }).click();
    await expect(page.getByRole("heading", { name: /^CHAR-ABS –/ })).toHaveCount(0);
    expect(await erpBranches(PRICE_LINES.open.id)).not.toContain("ILMV");
  });

  test("the browser's Back button while dirty asks first: Stay Here keeps the edits, Discard Changes goes back", async ({
    page,
  }) => {
    // Signed in on Home, then the page: Back leads to Home.
    await openLine(page, "charlotte", PRICE_LINES.open.id);
    await branch(page, "ILCE").check();
    await page.goBack();
    const dialog = page.getByRole("dialog", { name: "Unsaved Changes" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Stay Here" }).click();
    await expect(page).toHaveURL(/\/price-line$/);
    await expect(branch(page, "ILCE")).toBeChecked();

    await page.goBack();
    await dialog.getByRole("button", { name: "Discard Changes" }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("leaving the page while dirty asks first, in the app and in the browser", async ({ page }) => {
    await openLine(page, "charlotte", PRICE_LINES.open.id);
    await branch(page, "ILCE").check();
    await goHomeByNavigation(page);
    const dialog = page.getByRole("dialog", { name: "Unsaved Changes" });
    await dialog.getByRole("button", { name: "Stay Here" }).click();
    await expect(page).toHaveURL(/\/price-line$/);
    await expect(branch(page, "ILCE")).toBeChecked();

    const prompt = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const shown = await prompt;
    expect(shown.type()).toBe("beforeunload");
    await shown.accept();
  });

  test("Discard Changes on a link goes where the link points, and Back from there comes to this page once", async ({
    page,
  }) => {
    await openLine(page, "charlotte", PRICE_LINES.open.id);
    await branch(page, "ILCE").check();
    await goHomeByNavigation(page);
    await page
      .getByRole("dialog", { name: "Unsaved Changes" })
      .getByRole("button", { name: "Discard Changes" })
      .click();
    await expect(page).toHaveURL(/\/home$/);
    // History was: Home (after sign-in), Price Line Access, Home. No copy of the page is left in between.
    await page.goBack();
    await expect(page).toHaveURL(/\/price-line$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("Undo is offered after a save until newer edits are made, so it never throws them away", async ({ page }) => {
    await openLine(page, "charlotte", PRICE_LINES.open.id);
    await branch(page, "ILCE").check();
    const undo = await saveConfirmed(page);
    await expect(undo).toBeVisible();
    await branch(page, "ILCE").uncheck();
    await expect(undo).toHaveCount(0);
    await branch(page, "ILCE").check();
    await expect(undo).toBeVisible();
    // Leave the line open to all branches, as the other tests expect it.
    await undo.click();
    await expect(page.getByText("The previous branch access list is back.")).toBeVisible();
    expect(await erpBranches(PRICE_LINES.open.id)).toEqual([]);
  });

  test("the price line search waits 1000 ms after the last key (spec 2 section 9)", async ({ page }) => {
    await expectPriceLineSearchAfter(page, 1000);
  });

  test("Undo goes away 30 s after the save", async ({ page }) => {
    await page.clock.install();
    await page.reload();
    await openLine(page, "charlotte", PRICE_LINES.open.id);
    await branch(page, "ILCE").check();
    const undo = await saveConfirmed(page);
    await expect(undo).toBeVisible();
    // Margins either side of 30 s: the page's clock runs on by itself between these steps.
    await page.clock.fastForward(27_000);
    await expect(undo).toBeVisible();
    await page.clock.fastForward(4_000);
    await expect(undo).toHaveCount(0);
    // Leave the line open to all branches, as the other tests expect it.
    await branch(page, "ILCE").uncheck();
    await saveConfirmed(page);
    await expect(page.getByText("Price line access updated successfully!")).toBeVisible();
    expect(await erpBranches(PRICE_LINES.open.id)).toEqual([]);
  });

  test("when someone saved first, both versions are shown and nothing is overwritten", async ({ page }) => {
    const id = PRICE_LINES.fullBasis.id;
    await openLine(page, "fasteners screws", id);
    await branch(page, "TNKN").check();
    await updateInErp(`/PriceLines/${id}`, { branchAccessList: [{ branchId: "ILCH" }] });
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("dialog", { name: "Confirm Changes" }).getByRole("button", { name: "Confirm" }).click();
    await expect(alertWith(page, "Failed to save price line: Someone else saved this price line")).toBeVisible();
    await expect(page.getByRole("region", { name: "Their version (saved in the ERP)" })).toContainText("ILCH");
    await expect(page.getByRole("region", { name: "Your version (not saved)" })).toContainText("TNKN");
    expect(await erpBranches(id)).toEqual(["ILCH"]);

    await page.getByRole("button", { name: "Use their version" }).click();
    await expect(branch(page, "ILCH")).toBeChecked();
    await expect(branch(page, "TNKN")).not.toBeChecked();
    await expect(page.getByText("Unsaved changes")).toHaveCount(0);
  });
});
