import { expect, test, type Page } from "@playwright/test";
import { TERRITORY_COMPANIES } from "@/lib/erp/territory-companies";
import { VENDORS } from "@/sim/erp/fixtures";
import { clearErpFaults, erpFault, readFromErp } from "./support/erp";
import { ACCOUNTS, alertWith, signIn } from "./support/session";

type Vendor = {
  id: string;
  nameIndex: string;
  payToId: string;
  phones: { number: string; description?: string }[];
  emails: { address: string }[];
};
const vendorsWithIndex = async (nameIndex: string) =>
  (
    await readFromErp<{ results: Vendor[] }>(`/Vendors?keyword=${encodeURIComponent(nameIndex)}&pageSize=100`)
  ).results.filter((v) => v.nameIndex === nameIndex);

async function choosePayTo(page: Page) {
  await page.getByLabel("Search Pay-To Vendor").fill("nibco");
  await page.getByRole("option", { name: new RegExp(VENDORS.payTo.name) }).click();
  await expect(page.getByRole("heading", { name: "Selected Pay-To Vendor" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Existing Ship-From Accounts" }).getByRole("listitem").first(),
  ).toBeVisible();
}

/** A company without a ship-from for this pay-to yet: its button is enabled. */
async function freeCompany(page: Page) {
  const button = page.getByRole("group", { name: "Companies" }).getByRole("button", { disabled: false }).first();
  const code = (await button.textContent())!.trim();
  const company = TERRITORY_COMPANIES.find((c) => c.code === code)!;
  await button.click();
  return { company, section: page.getByRole("region", { name: `${company.code} Ship From` }) };
}

test.describe("Add Vendors", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await page.goto("/vendor-add");
    await expect(page.getByRole("heading", { name: "Add Vendors" })).toBeVisible();
  });
  test.afterEach(() => clearErpFaults());

  test("offers the seven companies by their codes (spec 2 section 3), with no invented names", async ({ page }) => {
    await choosePayTo(page);
    const companies = page.getByRole("group", { name: "Companies" }).getByRole("button");
    // The ERP's territories give no names here, so each choice is its code alone.
    await expect(companies).toHaveText(
      ["BBS", "CSC", "ESC", "ESE", "ESW", "NCS", "WSC"].map((code) => new RegExp(`^${code}( \\(has one\\))?$`)),
    );
    await expect(page.getByRole("group", { name: "Companies" })).not.toContainText(
      /Benoist|Coastal|NuComfort|Wittichen|Ed's/,
    );
  });

  test("adds a ship-from under an existing pay-to with the index format, once", async ({ page }) => {
    await expect(page.getByLabel("Add Ship-From for Existing Pay-To")).toBeChecked();
    await choosePayTo(page);
    const existing = page.getByRole("region", { name: "Existing Ship-From Accounts" }).getByRole("listitem");
    await expect(existing).toHaveCount(VENDORS.payTo.shipFromIds.length);
    await expect(page.getByRole("group", { name: "Companies" }).getByRole("button", { name: /has one/ })).toHaveCount(
      VENDORS.payTo.shipFromIds.length,
    );

    const { company, section } = await freeCompany(page);
    const index = `NIBCO - ${company.code} SHIP FROM`;
    await expect(section.getByLabel("Index")).toHaveValue(index);
    await expect(section.getByLabel("Home Branch")).toHaveValue(company.homeBranch);
    await expect(section.getByLabel("Home Territory")).toHaveValue(company.territoryId);
    await page.getByRole("button", { name: "Add Vendor(s)" }).dblclick();
    await expect(page.getByText("Updated with new ship-from's")).toBeVisible();
    await expect(existing).toHaveCount(VENDORS.payTo.shipFromIds.length + 1);
    const created = await vendorsWithIndex(index);
    expect(created).toEqual([expect.objectContaining({ payToId: VENDORS.payTo.id })]);
    await expect(page.getByRole("button", { name: new RegExp(`^${company.code} \\(has one\\)`) })).toBeDisabled();
  });

  test("a ship-from the ERP refuses shows its field errors, and goes through once fixed", async ({ page }) => {
    await choosePayTo(page);
    const { company, section } = await freeCompany(page);
    await section.getByLabel("City").fill("");
    await page.getByRole("button", { name: "Add Vendor(s)" }).click();
    await expect(alertWith(page, "One or more vendors failed to be created. See console for details.")).toBeVisible();
    await expect(page.getByText("Error: City: City is required")).toBeVisible();
    await expect(section.getByLabel("City")).toHaveAccessibleDescription("City is required");
    expect(await vendorsWithIndex(`NIBCO - ${company.code} SHIP FROM`)).toEqual([]);

    await section.getByLabel("City").fill("ELKHART");
    await page.getByRole("button", { name: "Add Vendor(s)" }).click();
    await expect(page.getByText("Updated with new ship-from's")).toBeVisible();
    expect(await vendorsWithIndex(`NIBCO - ${company.code} SHIP FROM`)).toHaveLength(1);
  });

  test("a new pay-to: defaults, on-blur rules, validation errors, then created once despite a lost answer", async ({
    page,
  }) => {
    await page.getByLabel("Add New Pay-To Only").check();
    await expect(page.getByLabel("Country Code")).toHaveValue("USA");
    await expect(page.getByLabel("Default Ship Via")).toHaveValue("BEST WAY");
    await expect(page.getByLabel("Freight Terms")).toHaveValue("Freight Allowed");
    await expect(page.getByLabel("Default Terms")).toHaveValue("NET30");
    await expect(page.getByLabel("Back Order Days")).toHaveValue("7");

    const name = `gulf coast valve ${Date.now() % 100000}`;
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Address Line 1").click();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name.toUpperCase());
    await expect(page.getByLabel("Index")).toHaveValue(name.toUpperCase());
    await expect(page.getByLabel("Sort By")).toHaveValue(name.toUpperCase().slice(0, 12));
    await page.getByLabel("Address Line 1").fill("4100 harbor dr");
    await page.getByLabel("City").click();
    await expect(page.getByLabel("Address Line 1")).toHaveValue("4100 HARBOR DR");

    await page.getByRole("button", { name: "Add Vendor" }).click();
    await expect(alertWith(page, "Validation error(s):")).toBeVisible();
    await expect(page.getByText("City: City is required")).toBeVisible();
    await expect(page.getByText("Type: Vendor type is required")).toBeVisible();
    // Each field says its own error beside it.
    await expect(page.getByLabel("City")).toHaveAccessibleDescription("City is required");
    await expect(page.getByLabel("Type")).toHaveAccessibleDescription("Vendor type is required");

    await page.getByLabel("City").fill("MOBILE");
    await page.getByLabel("State").fill("AL");
    await page.getByLabel("Zip").fill("36602");
    await page.getByLabel("Type").selectOption("INV");
    await page.getByLabel("Emails").fill("orders@gulf.example.com\nap@gulf.example.com");
    await page.getByLabel("Phones").fill("251-555-0142 (MAIN)");
    await erpFault({ dropAnswerNext: { count: 1, path: "/Vendors", method: "POST" } });
    await page.getByRole("button", { name: "Add Vendor" }).click();
    await expect(page.getByText("New Pay-To vendor successfully created!")).toBeVisible({ timeout: 20_000 });
    const created = await vendorsWithIndex(name.toUpperCase());
    expect(created).toHaveLength(1);
    expect(created[0].phones).toEqual([{ number: "251-555-0142", description: "MAIN" }]);
    expect(created[0].emails.map((e) => e.address)).toEqual(["orders@gulf.example.com", "ap@gulf.example.com"]);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
  });

  test("an ERP that does not answer: the pay-to's plain failure message", async ({ page }) => {
    await page.getByLabel("Add New Pay-To Only").check();
    await page.getByLabel("Name", { exact: true }).fill("never saved vendor");
    await erpFault({ failNext: { count: 20, status: 503, path: "/Vendors" } });
    await page.getByRole("button", { name: "Add Vendor" }).click();
    await expect(page.getByText("Failed to create new Pay-To vendor. Please try again.")).toBeVisible({
      timeout: 20_000,
    });
  });
});
