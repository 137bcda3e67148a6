import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CONTACTS, ERP_USERS } from "@/sim/erp/fixtures";
import { startErpSimOnRandomLoopback } from "@/sim/erp/random-loopback";
import type { ErpSim } from "@/sim/erp/server";
import { control, signIn, type ErpClient } from "./helpers";

let sim: ErpSim;
let erp: ErpClient;
beforeAll(async () => {
  sim = await startErpSimOnRandomLoopback();
  erp = await signIn(sim);
});
afterEach(async () => {
  await control(sim, 5000, "faults", "DELETE");
});
afterAll(() => sim.close());

const contactPath = `/Contacts/${CONTACTS.unique.id}`;

describe("fault knobs", () => {
  it("adds latency to every ERP call until cleared", async () => {
    expect((await control(sim, 5000, "faults", "POST", { latencyMs: 300 })).status).toBe(200);
    let t = Date.now();
    expect((await erp.get(contactPath)).status).toBe(200);
    expect(Date.now() - t).toBeGreaterThanOrEqual(280);
    await control(sim, 5000, "faults", "DELETE");
    t = Date.now();
    expect((await erp.get(contactPath)).status).toBe(200);
    expect(Date.now() - t).toBeLessThan(250);
  });

  it("fails the next N matching calls with the given status, then recovers", async () => {
    await control(sim, 5000, "faults", "POST", { failNext: { count: 2, status: 503, path: "/contacts" } });
    expect((await erp.get("/Users/JSMITH")).status).toBe(200);
    const first = await erp.get(contactPath);
    expect(first.status).toBe(503);
    expect((await first.json()).message).toMatch(/fault/i);
    expect((await erp.get("/Contacts?keyword=smith")).status).toBe(503);
    expect((await erp.get(contactPath)).status).toBe(200);
  });

  it("defaults a failure to 500 on any path", async () => {
    await control(sim, 5000, "faults", "POST", { failNext: { count: 1 } });
    expect((await erp.get("/Users/JSMITH")).status).toBe(500);
    expect((await erp.get("/Users/JSMITH")).status).toBe(200);
  });

  it("never answers a hung call before the client gives up", async () => {
    await control(sim, 5000, "faults", "POST", { hangNext: { count: 1, path: "/Users" } });
    const started = Date.now();
    await expect(
      fetch(erp.url("/Users/JSMITH"), { headers: { sessionToken: erp.token }, signal: AbortSignal.timeout(400) }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
    expect((await erp.get("/Users/JSMITH")).status).toBe(200);
  });

  it("carries out a call and then drops its answer, for the targeted method only", async () => {
    await control(sim, 5000, "faults", "POST", { dropAnswerNext: { count: 1, path: "/Contacts", method: "post" } });
    // A GET of the same path still answers: only the POST is targeted.
    expect((await erp.get("/Contacts?keyword=Quackenbush")).status).toBe(200);
    const lastName = `Dropped${Date.now()}`;
    await expect(erp.send("POST", "/Contacts", { firstName: "Lost", lastName })).rejects.toThrow();
    // The ERP acted: the contact exists exactly once, and the next call answers normally.
    const found = await erp.json<{ results: { lastName: string }[] }>(`/Contacts?keyword=${lastName}`);
    expect(found.results.map((c) => c.lastName)).toEqual([lastName]);
    expect((await erp.send("POST", "/Contacts", { firstName: "Kept", lastName })).status).toBe(200);
  });

  it("carries out a slow call at once and answers it late, even to a caller that gave up", async () => {
    await control(sim, 5000, "faults", "POST", {
      slowAnswerNext: { count: 1, ms: 600, path: "/Contacts", method: "POST" },
    });
    const lastName = `Slow${Date.now()}`;
    const started = Date.now();
    const late = await erp.send("POST", "/Contacts", { firstName: "Late", lastName });
    expect(late.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(580);
    await control(sim, 5000, "faults", "POST", {
      slowAnswerNext: { count: 1, ms: 5_000, path: "/Contacts", method: "POST" },
    });
    const body = JSON.stringify({ firstName: "Gave up", lastName });
    const headers = { sessionToken: erp.token, "content-type": "application/json" };
    await expect(
      fetch(erp.url("/Contacts"), { method: "POST", headers, body, signal: AbortSignal.timeout(200) }),
    ).rejects.toThrow();
    const found = await erp.json<{ results: { firstName: string }[] }>(`/Contacts?keyword=${lastName}`);
    expect(found.results.map((c) => c.firstName).sort()).toEqual(["Gave up", "Late"]);
    expect((await control(sim, 5000, "faults", "POST", { slowAnswerNext: { count: 1 } })).status).toBe(400);
  });

  it("does not count a refused call as a dropped answer", async () => {
    await control(sim, 5000, "faults", "POST", { dropAnswerNext: { count: 1, path: "/Contacts" } });
    expect((await erp.send("POST", "/Contacts", {})).status).toBe(400);
    await expect(erp.send("POST", "/Contacts", { lastName: `Gone${Date.now()}` })).rejects.toThrow();
  });

  it("expires every current session token but lets users sign in again", async () => {
    const other = await signIn(sim, 5000, ERP_USERS.heritage);
    await control(sim, 5000, "faults", "POST", { expireSessions: true });
    for (const client of [erp, other]) {
      const res = await client.get(contactPath);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Session expired or invalid" });
    }
    erp = await signIn(sim);
    expect((await erp.get(contactPath)).status).toBe(200);
  });

  it("fails pricing for chosen customers only", async () => {
    await control(sim, 5000, "faults", "POST", { failCustomers: ["10010"] });
    const bad = await erp.get("/ProductPricingMassInquiry?CustomerId=10010&ProductId=100006");
    expect(bad.status).toBe(500);
    const good = await erp.get("/ProductPricingMassInquiry?CustomerId=10016&ProductId=100006");
    expect(good.status).toBe(200);
  });

  it("reports and merges the fault state, and refuses a malformed one", async () => {
    await control(sim, 5000, "faults", "POST", { latencyMs: 5 });
    const merged = await (await control(sim, 5000, "faults", "POST", { failCustomers: ["X1"] })).json();
    expect(merged.faults).toMatchObject({ latencyMs: 5, failCustomers: ["X1"] });
    expect((await control(sim, 5000, "faults", "POST", { latencyMs: -1 })).status).toBe(400);
    expect((await control(sim, 5000, "faults", "POST", { failNext: { count: "two" } })).status).toBe(400);
    const cleared = await (await control(sim, 5000, "faults", "DELETE")).json();
    expect(cleared.faults).toEqual({
      latencyMs: 0,
      failNext: null,
      hangNext: null,
      dropAnswerNext: null,
      slowAnswerNext: null,
      omitUpdateKeyNext: null,
      failCustomers: [],
    });
  });

  it("keeps faults per port", async () => {
    await control(sim, 5000, "faults", "POST", { failNext: { count: 1 } });
    const train = await signIn(sim, 5001);
    expect((await train.get(contactPath)).status).toBe(200);
    expect((await erp.get(contactPath)).status).toBe(500);
  });
});

describe("stats", () => {
  it("counts ERP calls by route and resets", async () => {
    await control(sim, 5000, "stats", "DELETE");
    await erp.get(contactPath);
    await erp.get(`/Contacts/${CONTACTS.bare.id}`);
    await erp.get("/Users/JSMITH");
    await erp.get("/NoSuchThing");
    const stats = await (await control(sim, 5000, "stats", "GET")).json();
    expect(stats.requests).toBe(4);
    expect(stats.byRoute).toEqual({ "GET /Contacts/:id": 2, "GET /Users/:id": 1, "GET (unmatched)": 1 });
    const zero = await (await control(sim, 5000, "stats", "DELETE")).json();
    expect(zero).toEqual({ requests: 0, byRoute: {} });
  });
});

describe("reset", () => {
  it("puts the port back to the seeded data and signs everybody out", async () => {
    const before = await erp.json<{ firstName: string; updateKey: string }>(contactPath);
    const saved = await erp.send("PUT", contactPath, { ...before, firstName: "Changed" });
    expect(saved.status).toBe(200);
    expect((await control(sim, 5000, "reset")).status).toBe(200);
    expect((await erp.get(contactPath)).status).toBe(401);
    erp = await signIn(sim);
    expect(await erp.json(contactPath)).toEqual(before);
  });

  it("answers unknown control endpoints with 400", async () => {
    expect((await control(sim, 5000, "explode")).status).toBe(400);
  });
});

describe("unknown routes", () => {
  it("answers 404 for an unknown path and 405 for a known path with the wrong method", async () => {
    expect((await erp.get("/Nope")).status).toBe(404);
    expect((await erp.send("DELETE", "/Branches")).status).toBe(405);
  });
});
