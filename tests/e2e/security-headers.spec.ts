import { expect, test, type Page } from "@playwright/test";
import { QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { ADMIN_SCREENS, PUBLIC_SCREENS, RECORD_SCREENS, STAFF_SCREENS, type Account } from "./support/screens";
import { ACCOUNTS, signIn } from "./support/session";
import { fillPackage } from "./support/shippo";

/**
 * Every Content-Security-Policy (or Permissions-Policy) complaint of the page: the browser's console lines and the
 * `securitypolicyviolation` events, which an init script (run by the browser, outside the page's policy) records.
 */
function watchPolicy(page: Page): () => Promise<string[]> {
  const lines: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|Permissions-Policy|Permissions policy/i.test(msg.text())) lines.push(msg.text());
  });
  void page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} blocked ${e.blockedURI}`),
    );
  });
  return async () => [
    ...lines,
    ...(await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? [])),
  ];
}

/** Opens a screen and waits until its scripts ran: Next's inline scripts (by nonce) fill `self.__next_f`. */
async function open(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBeLessThan(400);
  await page.waitForLoadState("networkidle");
  expect(
    await page.evaluate(() => Array.isArray((self as unknown as { __next_f?: unknown }).__next_f)),
    `${path} ran its scripts`,
  ).toBe(true);
}

async function openAll(page: Page, account: Account | null, paths: string[]) {
  const violations = watchPolicy(page);
  if (account) await signIn(page, account);
  for (const path of paths) {
    await open(page, path);
    expect(await violations(), path).toEqual([]);
  }
}

test.describe("Security headers and the content security policy", () => {
  test("a page answer carries the policy with a fresh nonce and the other headers; the session cookie is locked down", async ({
    page,
    context,
  }) => {
    const first = (await page.goto("/"))!.headers();
    const second = (await page.goto("/"))!.headers();
    const csp = first["content-security-policy"];
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toContain("upgrade-insecure-requests"); // served over http here
    expect(second["content-security-policy"]).not.toBe(csp);
    expect(first["x-content-type-options"]).toBe("nosniff");
    expect(first["x-frame-options"]).toBe("DENY");
    expect(first["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(first["permissions-policy"]).toContain("serial=(self)");
    expect(first["permissions-policy"]).toContain("camera=()");
    expect(first["strict-transport-security"]).toBeUndefined();

    await signIn(page, ACCOUNTS.staff);
    const session = (await context.cookies()).find((c) => c.name.includes("next-auth.session-token"));
    expect(session).toMatchObject({
      name: "__Secure-next-auth.session-token",
      httpOnly: true,
      secure: true,
      sameSite: "Lax",
    });
  });

  test("an API answer carries a policy that lets nothing run, and HSTS once served over https", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    const res = await page.request.get("/api/menus");
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"]).toBeUndefined();
    // Behind a TLS-terminating proxy (it says so in X-Forwarded-Proto).
    const overHttps = await page.request.get("/api/menus", { headers: { "x-forwarded-proto": "https" } });
    expect(overHttps.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");

    // A write sent from another site with the session cookie is refused; the same from the portal's page passes.
    const away = await page.request.post("/api/auth/logout", { headers: { origin: "https://evil.example" } });
    expect([away.status(), (await away.json()).error]).toEqual([403, "Requests from other sites are not accepted."]);
    // The session was not ended: Home still opens.
    await page.goto("/home");
    await expect(page).toHaveURL(/\/home$/);
  });

  test("every public screen loads under the policy", async ({ page }) => {
    await openAll(page, null, PUBLIC_SCREENS);
  });

  test("every staff screen loads under the policy, the shipping desk's carrier logos included", async ({ page }) => {
    test.setTimeout(180_000);
    await openAll(page, ACCOUNTS.staff, [...STAFF_SCREENS, RECORD_SCREENS.shipStation, RECORD_SCREENS.productRecord]);
    const violations = watchPolicy(page);
    await open(page, `/ship-station/${QUEUED_ORDERS.regular.fullInvoiceID}`);
    await expect(page.getByRole("region", { name: "Ship To" })).not.toContainText("Loading", { timeout: 30_000 });
    await fillPackage(page, { length: 12, width: 10, height: 8, weight: 4.5 });
    await page.getByRole("button", { name: "Get Rates" }).click();
    const logo = page.getByRole("grid", { name: "Rates" }).locator("img").first();
    await expect(logo).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await violations()).toEqual([]);
  });

  test("every admin screen loads under the policy", async ({ page }) => {
    await openAll(page, ACCOUNTS.admin, ADMIN_SCREENS);
  });

  test("the signup page runs Stripe's embedded checkout (script and frame) under the policy", async ({ page }) => {
    const violations = watchPolicy(page);
    await signIn(page, ACCOUNTS.karen);
    await open(page, "/product-signup/ship54?stripeProductId=prod_E54Ship54");
    await expect(page.frameLocator("iframe[title='Secure checkout']").getByTestId("product-name")).toHaveText(
      "Ship54",
      { timeout: 20_000 },
    );
    expect(await violations()).toEqual([]);
  });
});
