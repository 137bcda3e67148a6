import { expect, test } from "@playwright/test";
import { readErpOrder, surchargeLineCount } from "./support/erp-orders";
import { ACCOUNTS, alertWith, signIn } from "./support/session";

const link = (order: string, companyCode = "EDS", port = "5000") =>
  `/surcharge-calc?order=${order}&companyCode=${companyCode}&port=${port}`;

test.describe("Surcharge page", () => {
  test("applies on load, shows amount, order, Ship To and PO Number, and a reload posts nothing new", async ({
    page,
  }) => {
    const order = "S1000030";
    const { generations } = await readErpOrder(order);
    const amount = (Math.round(generations[0].salesTotal.value * 2.5) / 100).toFixed(2);
    await signIn(page, ACCOUNTS.staff);
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/api/erp/surcharge")) posts.push(r.url());
    });

    await page.goto(link(order));
    const done = page.getByRole("status").filter({ hasText: "Surcharge applied" });
    await expect(done).toContainText(`A surcharge of $${amount} was added to order ${order}.001.`);
    await expect(done).toContainText(`Ship To: ${generations[0].shipToName}`);
    if (generations[0].poNumber) await expect(done).toContainText(`PO Number: ${generations[0].poNumber}`);
    expect(posts).toHaveLength(1);

    await page.reload();
    await expect(done).toContainText(`$${amount}`);
    expect(posts).toHaveLength(1);
    expect(await surchargeLineCount(order)).toBe(1);
  });

  test("the same link opened in ten tabs adds one line", async ({ browser }) => {
    const order = "S1000031";
    const context = await browser.newContext();
    const first = await context.newPage();
    await signIn(first, ACCOUNTS.staff);
    const pages = [first, ...(await Promise.all(Array.from({ length: 9 }, () => context.newPage())))];
    await Promise.all(pages.map((p) => p.goto(link(order))));
    for (const p of pages) await expect(p.getByRole("status").filter({ hasText: "Surcharge applied" })).toBeVisible();
    expect(await surchargeLineCount(order)).toBe(1);
    await context.close();
  });

  test("without an order it says so and calls nothing", async ({ page }) => {
    let posted = false;
    page.on("request", (r) => {
      if (r.url().includes("/api/erp/surcharge")) posted = true;
    });
    await page.goto("/surcharge-calc?companyCode=EDS&port=5000");
    await expect(alertWith(page, "Missing order number in URL")).toBeVisible();
    expect(posted).toBe(false);
  });

  test("no answer at all (the network dropped) reads Failed to apply surcharge, never the browser's words", async ({
    page,
  }) => {
    await page.route("**/api/erp/surcharge**", (route) => route.abort("internetdisconnected"));
    await page.goto(link("S1000033"));
    await expect(alertWith(page, /Fail/)).toHaveText("Failed to apply surcharge");
    expect(await surchargeLineCount("S1000033")).toBe(0);
  });

  test("shows the server's message: a visitor not signed in, and an unknown company", async ({ page }) => {
    await page.goto(link("S1000032"));
    await expect(alertWith(page, "Please log in to the portal as a user of EDS")).toBeVisible();
    await page.goto(link("S1000032", "NOPE"));
    await expect(alertWith(page, "Unknown company NOPE")).toBeVisible();
    expect(await surchargeLineCount("S1000032")).toBe(0);
  });
});
