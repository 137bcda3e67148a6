import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { logs } from "@/db/schema";
import { signInFailureText } from "@/lib/sign-in/messages";
import { callRoute } from "@/tests/helpers/call-route";
import { nextAuthClient } from "@/tests/helpers/next-auth";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

// Issue 25, Deliver 5: a username that is no address (control characters, far too long) is refused before anything
// is looked up or logged, and no log entry ever holds a line break or another control character.

let env: TestEnv;
beforeAll(async () => {
  env = await startTestEnv();
});
afterAll(() => env.close());

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const MALFORMED: [label: string, email: string][] = [
  ["CR LF and a forged line", "a@b.c\r\nINJECTED"],
  ["a NUL byte that trimming leaves", "admin@example.com\u0000"],
  ["an escape sequence", "\u001b[2Jadmin@example.com"],
  ["a Unicode line separator", 'a@b.c\u2028=HYPERLINK("http://evil.example")'],
];

const from = (ip: string) => ({ address: ip, headers: { "user-agent": "vitest" } });

/** Every string in a value, keys too. */
const strings = (v: unknown): string[] =>
  typeof v === "string"
    ? [v]
    : v !== null && typeof v === "object"
      ? Object.entries(v).flatMap(([k, x]) => [k, ...strings(x)])
      : [];

async function logRowsWithControlCharacters() {
  const rows = await env.db.select().from(logs);
  return rows.filter((r) =>
    strings({ userEmail: r.userEmail, companyCode: r.companyCode, message: r.message, meta: r.meta }).some((t) =>
      CONTROL.test(t),
    ),
  );
}

describe("POST /api/auth/login with a malformed username", () => {
  it.each(MALFORMED)("%s: 400 that says so, and nothing logged", async (_label, email) => {
    const before = (await env.db.select().from(logs)).length;
    const { status, json } = await callRoute(login, { body: { email, password: "whatever" }, ...from("10.25.0.1") });
    expect(status).toBe(400);
    expect(json.error).toBe("Username cannot contain control characters");
    expect((await env.db.select().from(logs)).length).toBe(before);
  });

  it("a 10,000-character username: 400 naming the 254-character bound, and nothing logged", async () => {
    const before = (await env.db.select().from(logs)).length;
    const { status, json } = await callRoute(login, {
      body: { email: `${"a".repeat(9_990)}@b.example`, password: "x" },
      ...from("10.25.0.2"),
    });
    expect(status).toBe(400);
    expect(json.error).toBe("Username must be at most 254 characters");
    expect((await env.db.select().from(logs)).length).toBe(before);
  });
});

describe("the Login screen's sign-in (next-auth) with a malformed username", () => {
  // One wrong password to compare with (more would meet the sign-in throttle).
  let wrongPassword: Awaited<ReturnType<ReturnType<typeof nextAuthClient>["signIn"]>>;
  beforeAll(async () => {
    wrongPassword = await nextAuthClient().signIn("admin@example.com", "not-the-password");
  });

  it.each([...MALFORMED, ["10,000 characters", `${"a".repeat(9_990)}@b.example`] as [string, string]])(
    "%s: fails exactly as a wrong password does, so the screen shows the spec's failure text",
    async (_label, email) => {
      const malformed = await nextAuthClient().signIn(email, "whatever");
      expect(malformed.status).toBe(wrongPassword.status);
      const errorOf = (a: { body: unknown }) =>
        new URL(String((a.body as { url: string }).url)).searchParams.get("error");
      expect(errorOf(malformed)).toBe(errorOf(wrongPassword));
      expect(signInFailureText(errorOf(malformed))).toBe("Login failed. Please check your credentials.");
    },
  );

  it("leaves no log entry holding a control character", async () => {
    expect(await logRowsWithControlCharacters()).toEqual([]);
  });
});
