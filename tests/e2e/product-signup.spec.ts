import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, alertWith, signIn } from "./support/session";

async function stripeControl<T = unknown>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${process.env.E2E_STRIPE_URL}/__control${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`Stripe stand-in control ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** The subscription of the checkout session, as the Stripe dashboard shows it. */
async function subscriptionOf(sessionId: string): Promise<string> {
  const { events } = await stripeControl<{ events: { data: { object: { id: string; subscription: string } } }[] }>(
    "/events?type=checkout.session.completed",
  );
  return events.find((e) => e.data.object.id === sessionId)!.data.object.subscription;
}

const productCard = (page: Page, heading: string) =>
  page.locator("section", { has: page.getByRole("heading", { name: heading }) });

const checkoutFrame = (page: Page) => page.frameLocator("iframe[title='Secure checkout']");

test.describe("Product signup and subscription success", () => {
  test("Sign Up on Home, pay in the embedded Checkout (a declined card first), land on success with access granted", async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.karen);
    await productCard(page, "Available Products")
      .locator("li", { hasText: "Ship54" })
      .getByRole("link", { name: "Sign Up" })
      .click();
    await expect(page).toHaveURL(/\/product-signup\/ship54\?stripeProductId=prod_E54Ship54$/);

    await expect(page.getByRole("heading", { name: "Subscribe to Ship54" })).toBeVisible();
    await expect(page.getByText("Shipping labels, rates and tracking from your ERP orders.")).toBeVisible();
    const features = page.getByRole("list", { name: "Features" });
    for (const f of ["Rate shopping", "Label printing", "Freight posting", "Tracking"])
      await expect(features.getByText(f)).toBeVisible();
    await expect(page.getByRole("button", { name: "Back" })).toBeVisible();

    const frame = checkoutFrame(page);
    await expect(frame.getByTestId("product-name")).toHaveText("Ship54", { timeout: 20_000 });
    await expect(frame.getByTestId("amount")).toHaveText("$49.00 per month");
    await expect(frame.locator("#email")).toHaveValue(ACCOUNTS.karen.email);
    await frame.locator("#card").fill("4000 0000 0000 0002");
    await frame.getByRole("button", { name: "Subscribe" }).click();
    await expect(frame.getByText("Your card was declined.")).toBeVisible();
    await frame.locator("#card").fill("4242 4242 4242 4242");
    await frame.getByRole("button", { name: "Subscribe" }).click();

    await expect(page).toHaveURL(/\/subscription-success\?session_id=cs_test_/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { name: "Subscription Successful" })).toBeVisible();
    await expect(page.getByText("Welcome to Ship54")).toBeVisible();
    await expect(page.getByText("Access Granted")).toBeVisible();
    await expect(page.getByRole("link", { name: "Start Using Ship54" })).toHaveAttribute("href", "/ship54-settings");
    const sessionId = new URL(page.url()).searchParams.get("session_id")!;
    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await expect(page).toHaveURL(/\/home$/);

    // Home shows the new access on this very page load, without signing in again.
    await expect(productCard(page, "Authorized Products").getByText("Ship54", { exact: true })).toBeVisible();
    await expect(productCard(page, "Available Products").getByText("Ship54", { exact: true })).toHaveCount(0);

    // Cancelled at Stripe: the webhook takes the product away, and the next page load shows it.
    await stripeControl(`/subscriptions/${await subscriptionOf(sessionId)}/cancel`, {});
    await page.reload();
    await expect(productCard(page, "Available Products").getByText("Ship54", { exact: true })).toBeVisible();
    await expect(productCard(page, "Authorized Products").getByText("Ship54", { exact: true })).toHaveCount(0);
  });

  test("a payment provider that does not answer shows the error with Try Again, which then works", async ({ page }) => {
    await signIn(page, ACCOUNTS.karen);
    await stripeControl("/fail-next", { count: 2, status: 500, path: "/v1/checkout/sessions" });
    await page.goto("/product-signup/price-watch?stripeProductId=prod_E54PriceWatch");
    await expect(alertWith(page, "The payment provider is not answering right now")).toBeVisible();
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(checkoutFrame(page).getByTestId("product-name")).toHaveText("Price Watch", { timeout: 20_000 });
  });

  test("an unknown product says Product not found", async ({ page }) => {
    await signIn(page, ACCOUNTS.karen);
    await page.goto("/product-signup/nope");
    await expect(alertWith(page, "Product not found")).toBeVisible();
  });
});
