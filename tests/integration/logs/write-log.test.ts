import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as exportLogs } from "@/app/api/logs/export/route";
import { logs } from "@/db/schema";
import { writeLog } from "@/lib/logs/write-log";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

// The log writer itself keeps control characters out of what it stores, whoever calls it (issue 25, Deliver 5).

let env: TestEnv;
beforeAll(async () => {
  env = await startTestEnv();
});
afterAll(() => env.close());

describe("writeLog", () => {
  it("stores line breaks and other control characters as visible escapes, in every text and all of meta", async () => {
    await writeLog(env.db, {
      type: "login-failure",
      userEmail: "a@b.c\r\nINJECTED",
      companyCode: "EDS\u0000",
      message: "Sign-in failed for a@b.c\n2024-01-01 admin signed in",
      meta: {
        reason: "ERP said \u001b[31mno\u2028more",
        "key\n": ["tab\there", 7, null, { deep: "\u0085" }],
        ip: "10.0.0.1",
      },
    });
    const [row] = await env.db.select().from(logs).where(eq(logs.userEmail, "a@b.c\\r\\nINJECTED"));
    expect(row).toMatchObject({
      userEmail: "a@b.c\\r\\nINJECTED",
      companyCode: "EDS\\u0000",
      message: "Sign-in failed for a@b.c\\n2024-01-01 admin signed in",
      meta: {
        reason: "ERP said \\u001b[31mno\\u2028more",
        "key\\n": ["tab\\there", 7, null, { deep: "\\u0085" }],
        ip: "10.0.0.1",
      },
    });
  });

  it("leaves ordinary text as it was", async () => {
    await writeLog(env.db, {
      type: "admin",
      userEmail: "ok@example.com",
      message: "Renamed Café prices (2).csv → 'new'",
      meta: { path: "C:\\data" },
    });
    const [row] = await env.db.select().from(logs).where(eq(logs.userEmail, "ok@example.com"));
    expect(row).toMatchObject({ message: "Renamed Café prices (2).csv → 'new'", meta: { path: "C:\\data" } });
  });

  it("keeps each entry on one line of the CSV export, its formula text neutralised", async () => {
    await writeLog(env.db, {
      type: "login-failure",
      userEmail: '=HYPERLINK("http://evil.example")\r\n@x',
      message: "Sign-in failed for =1+1\nforged",
    });
    const admin = await loginAs(DEMO.admin.email, DEMO.admin.password);
    const { status, res } = await callRoute(exportLogs, {
      token: admin,
      url: "http://localhost/api/logs/export?type=login-failure",
    });
    expect(status).toBe(200);
    const lines = (await res.text()).split("\r\n").filter(Boolean);
    const line = lines.find((l) => l.includes("HYPERLINK"));
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"")\\r\\n@x"`);
    expect(line).toContain('"Sign-in failed for =1+1\\nforged"');
    expect(lines.every((l) => !/[\r\n]/.test(l))).toBe(true);
  });
});
