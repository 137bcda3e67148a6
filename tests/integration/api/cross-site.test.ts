import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listMenus, POST as postMenu } from "@/app/api/admin/menus/route";
import { POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as getMenus } from "@/app/api/menus/route";
import { POST as shippoWebhook } from "@/app/api/webhooks/shippo/[secret]/route";
import { POST as stripeWebhook } from "@/app/api/webhooks/stripe/route";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

// callRoute sends its requests to http://localhost, so that is this portal's origin here.
const SAME_ORIGIN = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
const EVIL_ORIGIN = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
const REFUSED = [403, "Requests from other sites are not accepted."];

let env: TestEnv;
let admin: string;
beforeAll(async () => {
  env = await startTestEnv();
  admin = await loginAs(DEMO.admin.email, DEMO.admin.password);
});
afterAll(() => env.close());

const answer = (r: { status: number; json: { error?: string } | undefined }) => [r.status, r.json?.error];
const signIn = (headers: Record<string, string>) =>
  callRoute(login, { body: { email: DEMO.admin.email, password: DEMO.admin.password }, headers });

describe("state-changing requests from another site", () => {
  it("are refused with 403 by Origin, and by Sec-Fetch-Site even when Origin is ours", async () => {
    expect(answer(await signIn({ origin: "https://evil.example" }))).toEqual(REFUSED);
    expect(answer(await signIn({ origin: "http://localhost", "sec-fetch-site": "cross-site" }))).toEqual(REFUSED);
    // A sandboxed frame or a file sends Origin "null": not this portal either.
    expect(answer(await signIn({ origin: "null" }))).toEqual(REFUSED);
    // Another port on the same host is another origin.
    expect(answer(await signIn({ origin: "http://localhost:8080" }))).toEqual(REFUSED);
  });

  it("refuses them before the handler acts: a cross-site menu is not added", async () => {
    const body = { name: "Cross Site", path: "/cross-site", product: "e54", roles: ["admin"] };
    expect(answer(await callRoute(postMenu, { token: admin, body, headers: EVIL_ORIGIN }))).toEqual(REFUSED);
    const listed = (await callRoute(listMenus, { token: admin })).json.map((m: { path: string }) => m.path);
    expect(listed).not.toContain("/cross-site");
  });

  it("accepts the portal's own pages and API clients that send no Origin (a bearer token from a server or curl)", async () => {
    const own = await signIn(SAME_ORIGIN);
    expect(own.status).toBe(200);
    const bare = await signIn({});
    expect(bare.status).toBe(200);
    expect((await callRoute(logout, { method: "POST", token: bare.json.token })).json).toEqual({ signedOut: true });
  });

  it("leaves reads alone: a cross-site GET still answers", async () => {
    expect((await callRoute(getMenus, { token: admin, headers: EVIL_ORIGIN })).status).toBe(200);
  });

  it("covers next-auth's own sign-in and sign-out posts (the browser's sign-in is proved end to end)", async () => {
    const nextauth = (segments: string[]) => ({
      params: { nextauth: segments },
      url: `http://localhost/api/auth/${segments.join("/")}`,
    });
    const refused = await callRoute(nextAuthPost, {
      ...nextauth(["callback", "credentials"]),
      method: "POST",
      headers: EVIL_ORIGIN,
    });
    expect(answer(refused)).toEqual(REFUSED);
    expect(
      answer(await callRoute(nextAuthPost, { ...nextauth(["signout"]), method: "POST", headers: EVIL_ORIGIN })),
    ).toEqual(REFUSED);
  });
});

describe("webhooks (server-to-server, opted out in the route wrapper)", () => {
  it("reach their own checks whatever Origin or Sec-Fetch-Site a sender adds", async () => {
    const stripe = await callRoute(stripeWebhook, {
      method: "POST",
      body: "{}",
      headers: { ...EVIL_ORIGIN, "stripe-signature": "t=1,v1=x" },
    });
    expect(stripe.status).not.toBe(403);
    expect(stripe.json.error).not.toBe(REFUSED[1]);
    const shippo = await callRoute(shippoWebhook, {
      method: "POST",
      body: "{}",
      params: { secret: "not-a-company-secret" },
      headers: EVIL_ORIGIN,
    });
    expect(shippo.status).not.toBe(403);
    expect(shippo.json.error).not.toBe(REFUSED[1]);
  });
});
