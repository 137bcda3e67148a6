import { expect, test } from "@playwright/test";

// The production server, not a handler called in a test: only there does the socket's address reach the logs.
test("the logs record the socket's address, not the X-Forwarded-For or stamp a client sends", async ({ request }) => {
  const email = `spoofer-${Date.now()}@example.com`;
  const refused = await request.post("/api/auth/login", {
    data: { email, password: "wrong" },
    headers: { "x-forwarded-for": "6.6.6.6", "x-e54-peer": "forged 6.6.6.6" },
  });
  expect(refused.status()).toBe(401);

  const login = await request.post("/api/auth/login", { data: { email: "admin@example.com", password: "admin1234" } });
  const { token } = (await login.json()) as { token: string };
  const logs = await request.get(`/api/logs?type=login-failure&email=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [entry] = (await logs.json()) as { meta: { ip: string } }[];
  expect(entry?.meta.ip).toMatch(/^(127\.0\.0\.1|::1)$/);
});
