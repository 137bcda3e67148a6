import { expect, test } from "@playwright/test";
import { ACCOUNTS, signIn } from "./support/session";

// Issue 28 point 7: each tool puts the cursor in its main field, so its user types at once.
const TOOLS = [
  { path: "/contacts", heading: "Contact Search", field: "Search Contacts" },
  { path: "/invoice-lookup", heading: "Invoice Look Up", field: "Ship To ID" },
  { path: "/testpage", heading: "Test Page", field: "Ed's Product ID" },
  { path: "/price-line", heading: "Price Line Access", field: "Price Line" },
  { path: "/create-product", heading: "Create New Product", field: "Price Line" },
  { path: "/vendor-add", heading: "Add Vendors", field: "Search Pay-To Vendor" },
  { path: "/contact-pw", heading: "Update Web Password", field: "User ID" },
];

test.describe("each tool starts in its main field", () => {
  test.beforeEach(({ page }) => signIn(page, ACCOUNTS.staff));
  for (const tool of TOOLS)
    test(`${tool.heading}: ${tool.field}`, async ({ page }) => {
      await page.goto(tool.path);
      await expect(page.getByRole("heading", { name: tool.heading, level: 1 })).toBeVisible();
      await expect(page.getByLabel(tool.field, { exact: true })).toBeFocused();
    });
});
