import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERP_USERS } from "@/sim/erp/fixtures";
import { startErpSimOnRandomLoopback } from "@/sim/erp/random-loopback";
import type { ErpSim } from "@/sim/erp/server";
import { signIn } from "./helpers";

let sim: ErpSim;
let shortSim: ErpSim;
beforeAll(async () => {
  sim = await startErpSimOnRandomLoopback();
  shortSim = await startErpSimOnRandomLoopback({ sessionTtlSeconds: 1, ports: [5000] });
});
afterAll(async () => {
  await sim.close();
  await shortSim.close();
});

const post = (s: ErpSim, body: unknown, port = 5000) =>
  fetch(`${s.baseUrl}:${port}/Sessions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

describe("POST /Sessions", () => {
  it("signs in a demo user, case-insensitively, with the documented shape", async () => {
    const res = await post(sim, { username: "jsmith", password: ERP_USERS.staff.password });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      id: expect.any(String),
      sessionUser: { id: "JSMITH", userName: "JSMITH", type: "Employee" },
      sessionToken: expect.any(String),
      refreshToken: expect.any(String),
      creationDateTime: expect.any(String),
      lastUsedDateTime: expect.any(String),
      expiresIn: 8 * 60 * 60,
    });
    expect(body.sessionUser.roles.length).toBeGreaterThan(0);
    expect(body.sessionUser.companies.length).toBeGreaterThan(0);
    // The token comes URL-encoded, so a client that forgets to decode it notices.
    expect(body.sessionToken).toMatch(/%(2B|2F|3D)/);
    expect(decodeURIComponent(body.sessionToken)).not.toMatch(/%/);
  });

  it("signs in the heritage user and a generated ERP user", async () => {
    expect((await post(sim, { username: "HERITAGE1", password: "heritage1234" })).status).toBe(200);
    expect((await post(sim, { username: ERP_USERS.clerk.userName, password: ERP_USERS.clerk.password })).status).toBe(
      200,
    );
  });

  it("refuses a wrong password or an unknown user with 401 and a message", async () => {
    for (const body of [
      { username: "JSMITH", password: "wrong" },
      { username: "NOBODY", password: "staff1234" },
      { username: "JSMITH", password: "STAFF1234" },
    ]) {
      const res = await post(sim, body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Invalid username or password" });
    }
  });

  it("answers 400 when the body lacks credentials", async () => {
    const res = await post(sim, { username: "JSMITH" });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/required/);
  });
});

describe("session tokens", () => {
  it("accepts the decoded token in Authorization: SessionToken and the encoded one in a sessionToken header", async () => {
    const res = await post(sim, { username: "JSMITH", password: "staff1234" });
    const { sessionToken } = await res.json();
    const base = `${sim.baseUrl}:5000/Users/JSMITH`;
    const decoded = await fetch(base, {
      headers: { Authorization: `SessionToken ${decodeURIComponent(sessionToken)}` },
    });
    expect(decoded.status).toBe(200);
    const encodedHeader = await fetch(base, { headers: { sessionToken } });
    expect(encodedHeader.status).toBe(200);
    const plainHeader = await fetch(base, { headers: { sessionToken: decodeURIComponent(sessionToken) } });
    expect(plainHeader.status).toBe(200);
  });

  it("answers 401 without a token or with an unknown one", async () => {
    const base = `${sim.baseUrl}:5000/Contacts`;
    const variants: Record<string, string>[] = [{}, { Authorization: "SessionToken nope" }, { sessionToken: "abc%3D" }];
    for (const headers of variants) {
      const res = await fetch(base, { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Session expired or invalid" });
    }
  });

  it("keeps sessions per environment: a Production token is unknown on Train", async () => {
    const client = await signIn(sim, 5000);
    expect((await client.get("/Users/JSMITH")).status).toBe(200);
    const other = await fetch(`${sim.baseUrl}:5001/Users/JSMITH`, {
      headers: { Authorization: `SessionToken ${client.token}` },
    });
    expect(other.status).toBe(401);
  });

  it("logs out with DELETE /Sessions/{id}", async () => {
    const res = await post(sim, { username: "JSMITH", password: "staff1234" });
    const { id, sessionToken } = await res.json();
    const del = await fetch(`${sim.baseUrl}:5000/Sessions/${id}`, { method: "DELETE", headers: { sessionToken } });
    expect(del.status).toBe(200);
    const after = await fetch(`${sim.baseUrl}:5000/Users/JSMITH`, { headers: { sessionToken } });
    expect(after.status).toBe(401);
  });

  it("expires an idle session after its time to live", async () => {
    const client = await signIn(shortSim, 5000);
    expect((await client.get("/Users/JSMITH")).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1200));
    const res = await client.get("/Users/JSMITH");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Session expired or invalid" });
  });

  it("issues a new token pair from a refresh token", async () => {
    const res = await post(sim, { username: "JSMITH", password: "staff1234" });
    const first = await res.json();
    const refreshed = await fetch(`${sim.baseUrl}:5000/SessionRefresh`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ refreshToken: decodeURIComponent(first.refreshToken) }),
    });
    expect(refreshed.status).toBe(200);
    const second = await refreshed.json();
    expect(second.sessionToken).not.toBe(first.sessionToken);
    expect(
      (await fetch(`${sim.baseUrl}:5000/Users/JSMITH`, { headers: { sessionToken: first.sessionToken } })).status,
    ).toBe(401);
    expect(
      (await fetch(`${sim.baseUrl}:5000/Users/JSMITH`, { headers: { sessionToken: second.sessionToken } })).status,
    ).toBe(200);
  });
});
