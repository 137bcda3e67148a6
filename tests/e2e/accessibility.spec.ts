import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_SCREENS, PUBLIC_SCREENS, RECORD_SCREENS, STAFF_SCREENS, type Account } from "./support/screens";
import { ACCOUNTS, signIn } from "./support/session";

// Issue 17: axe on every screen of the route table, as the account that may open it; no serious or critical finding.
// Issue 28, point 8: in both widths, a desktop and a phone; the public pages do not scroll sideways on the phone.
const WIDTHS = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

type Finding = { screen: string; rule: string; impact: string; targets: string[] };

async function findings(page: Page, screen: string): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      screen,
      rule: v.id,
      impact: v.impact ?? "",
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
    }));
}

/** Screens whose page is wider than the window (the whole page scrolls sideways). */
async function sidewaysScroll(page: Page, screen: string): Promise<string[]> {
  const wide = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth > root.clientWidth;
  });
  return wide ? [`${screen} scrolls sideways`] : [];
}

async function check(page: Page, account: Account | null, paths: string[], opts: { noSidewaysScroll?: boolean } = {}) {
  if (account) await signIn(page, account);
  const found: (Finding | string)[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    found.push(...(await findings(page, path)));
    if (opts.noSidewaysScroll) found.push(...(await sidewaysScroll(page, path)));
  }
  expect(found).toEqual([]);
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`Accessibility on a ${name} (axe: no serious or critical finding)`, () => {
    test.describe.configure({ timeout: 180_000 });
    test.use({ viewport });

    test("public screens", async ({ page }) => {
      await check(page, null, PUBLIC_SCREENS, { noSidewaysScroll: name === "phone" });
    });

    test("staff screens, the shipping desk's order included", async ({ page }) => {
      await check(page, ACCOUNTS.staff, [...STAFF_SCREENS, RECORD_SCREENS.shipStation, RECORD_SCREENS.productRecord]);
    });

    test("admin screens", async ({ page }) => {
      await check(page, ACCOUNTS.admin, ADMIN_SCREENS);
    });

    test("dialogs: a product form and a delete confirmation", async ({ page }) => {
      await signIn(page, ACCOUNTS.admin);
      await page.goto("/admin/products");
      await page.getByRole("button", { name: /Add Product/i }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      const found = await findings(page, "/admin/products (product form)");
      await page.keyboard.press("Escape");
      await page
        .getByRole("button", { name: /^Delete/ })
        .first()
        .click();
      await expect(page.getByRole("alertdialog").or(page.getByRole("dialog"))).toBeVisible();
      found.push(...(await findings(page, "/admin/products (delete confirmation)")));
      expect(found).toEqual([]);
    });

    test("product signup with the embedded checkout", async ({ page }) => {
      await signIn(page, ACCOUNTS.karen);
      await page.goto(RECORD_SCREENS.productSignup);
      await expect(page.frameLocator("iframe[title='Secure checkout']").getByTestId("product-name")).toHaveText(
        "Ship54",
        { timeout: 20_000 },
      );
      expect(await findings(page, RECORD_SCREENS.productSignup)).toEqual([]);
    });
  });
}
