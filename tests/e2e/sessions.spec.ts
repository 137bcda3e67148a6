import { expect, test, type APIRequestContext } from "@playwright/test";
import { ACCOUNTS, signIn } from "./support/session";

type UserRow = {
  _id: string;
  email: string;
  userType: string;
  erpUserName: string | null;
  companyId: string | null;
  roles: Record<string, string[]>;
  products: string[];
};

/** An administrator's bearer token, for changing users behind the browser's back as another admin would. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/auth/login", { data: ACCOUNTS.admin });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function findUser(request: APIRequestContext, token: string, email: string): Promise<UserRow> {
  const res = await request.get("/api/admin/users", { headers: { authorization: `Bearer ${token}` } });
  const users = (await res.json()) as UserRow[];
  return users.find((u) => u.email === email)!;
}

test.describe("the session follows the user as the database has it", () => {
  test("Home shows a product granted a moment ago, without signing in again", async ({ page, request }) => {
    await signIn(page, ACCOUNTS.heritage);
    const authorized = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Authorized Products" }) });
    await expect(authorized.getByText("Price Watch")).toHaveCount(0);
    const token = await adminToken(request);
    const user = await findUser(request, token, ACCOUNTS.heritage.email);
    const body = {
      email: user.email,
      userType: user.userType,
      erpUserName: user.erpUserName,
      companyId: user.companyId,
      roles: user.roles,
      products: [...user.products, "price-watch"],
    };
    const put = await request.put(`/api/admin/users/${user._id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: body,
    });
    expect(put.status()).toBe(200);
    try {
      await page.reload();
      await expect(authorized.getByText("Price Watch")).toBeVisible();
    } finally {
      await request.put(`/api/admin/users/${user._id}`, {
        headers: { authorization: `Bearer ${token}` },
        data: { ...body, products: user.products },
      });
    }
  });

  test("a user deleted by an administrator is back at Login on their next page", async ({ page, request }) => {
    const token = await adminToken(request);
    const email = "short.lived@example.com";
    const created = await request.post("/api/admin/users", {
      headers: { authorization: `Bearer ${token}` },
      data: { email, userType: "admin", password: "short-lived-1" },
    });
    expect(created.status()).toBe(201);
    await signIn(page, { email, password: "short-lived-1" }, /\/admin\/home$/);
    const { _id } = (await created.json()) as { _id: string };
    expect(
      (await request.delete(`/api/admin/users/${_id}`, { headers: { authorization: `Bearer ${token}` } })).status(),
    ).toBe(200);
    await page.goto("/admin/users");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  });
});
