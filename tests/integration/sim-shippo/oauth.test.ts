// Shippo's platform OAuth flow: the authorize page, the redirect with code and state, and the token exchange.
import { SDKError } from "shippo/models/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShippoSim, type ShippoSim } from "@/sim/shippo/server";
import { client, control } from "./helpers";

let sim: ShippoSim;
const redirectUri = "http://127.0.0.1:3000/api/ship54/shippo/oauth/callback";

beforeAll(async () => {
  sim = await startShippoSim({ port: 0 });
  await control(sim.url, "/config", { oauth_client_id: "e54-portal", oauth_client_secret: "partner-secret" });
});
afterAll(() => sim.close());

/** Opens the authorize page and submits its form with the given decision, as a merchant would. */
async function authorize(decision: "allow" | "deny", state = "st-8f2c") {
  const q = new URLSearchParams({
    response_type: "code",
    client_id: "e54-portal",
    scope: "*",
    state,
    redirect_uri: redirectUri,
  });
  const page = await fetch(`${sim.url}/oauth/authorize?${q}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('action="/oauth/authorize"');
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1],
      m[2].replace(/&#(\d+);/g, (_e, n: string) => String.fromCharCode(Number(n))),
    ]),
  );
  const res = await fetch(`${sim.url}/oauth/authorize`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, account: "merchant@eds.example", decision }),
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get("location")!);
}

const exchange = (body: Record<string, string>, form = false) =>
  fetch(`${sim.url}/oauth/access_token`, {
    method: "POST",
    headers: { "content-type": form ? "application/x-www-form-urlencoded" : "application/json" },
    body: form ? new URLSearchParams(body) : JSON.stringify(body),
  });

describe("OAuth", () => {
  it("redirects back with a code and the same state, and the code buys a bearer token the API accepts", async () => {
    const back = await authorize("allow", "state-with spaces&symbols");
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get("state")).toBe("state-with spaces&symbols");
    const code = back.searchParams.get("code")!;
    expect(code).toMatch(/^[0-9a-f]{32}$/);

    const res = await exchange({
      client_id: "e54-portal",
      client_secret: "partner-secret",
      code,
      grant_type: "authorization_code",
    });
    expect(res.status).toBe(200);
    const token = (await res.json()) as { access_token: string; token_type: string; scope: string };
    expect(token.token_type).toBe("bearer");
    expect(token.scope).toBe("*");
    expect(token.access_token).toMatch(/^oauth\./);

    const s = client(sim.url, `Bearer ${token.access_token}`);
    const hooks = await s.webhooks.listWebhooks();
    expect(hooks.results).toEqual([]);
    const accounts = await s.carrierAccounts.list({ results: 100 });
    expect(accounts.results?.[0].objectOwner).toBe("merchant@eds.example");

    const reused = await exchange({
      client_id: "e54-portal",
      client_secret: "partner-secret",
      code,
      grant_type: "authorization_code",
    });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ error: "invalid_grant" });
  });

  it("accepts a form-encoded exchange and refuses a wrong client secret", async () => {
    const code = (await authorize("allow")).searchParams.get("code")!;
    const wrong = await exchange(
      { client_id: "e54-portal", client_secret: "nope", code, grant_type: "authorization_code" },
      true,
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: "invalid_client" });
    const ok = await exchange(
      { client_id: "e54-portal", client_secret: "partner-secret", code, grant_type: "authorization_code" },
      true,
    );
    expect(ok.status).toBe(200);
  });

  it("sends error=access_denied with the state when the merchant declines", async () => {
    const back = await authorize("deny", "st-deny");
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(back.searchParams.get("state")).toBe("st-deny");
    expect(back.searchParams.has("code")).toBe(false);
  });

  it("shows an error page for an unknown client and rejects a revoked token", async () => {
    const bad = await fetch(
      `${sim.url}/oauth/authorize?response_type=code&client_id=someone-else&state=x&redirect_uri=${encodeURIComponent(redirectUri)}`,
    );
    expect(bad.status).toBe(400);
    const code = (await authorize("allow")).searchParams.get("code")!;
    const { access_token } = (await (
      await exchange({
        client_id: "e54-portal",
        client_secret: "partner-secret",
        code,
        grant_type: "authorization_code",
      })
    ).json()) as { access_token: string };
    await control(sim.url, "/tokens/revoke", { token: access_token });
    const err = await client(sim.url, `Bearer ${access_token}`)
      .webhooks.listWebhooks()
      .catch((e: unknown) => e);
    expect((err as SDKError).statusCode).toBe(401);
  });
});
