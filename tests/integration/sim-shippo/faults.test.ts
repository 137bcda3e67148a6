// Faults switched on over HTTP, as a client (the real SDK) notices them.
import { Shippo } from "shippo";
import type { Shipment } from "shippo/models/components";
import { ConnectionError, RequestTimeoutError, SDKError } from "shippo/models/errors";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startShippoSim, type ShippoSim } from "@/sim/shippo/server";
import { box, client, control, farAway, nashville, testToken, threeCarriers } from "./helpers";

let sim: ShippoSim;
let s: Shippo;
let shipment: Shipment;
const token = testToken();

beforeAll(async () => {
  sim = await startShippoSim({ port: 0 });
  s = client(sim.url, token);
  shipment = await s.shipments.create({
    addressFrom: nashville,
    addressTo: farAway,
    parcels: [box("2")],
    carrierAccounts: await threeCarriers(s),
    async: false,
  });
});
afterAll(() => sim.close());
afterEach(() => control(sim.url, "/faults", undefined, "DELETE"));

const caught = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e,
  );
const count = () =>
  control<{ count: number; transactions: Array<{ status: string }> }>(
    sim.url,
    `/shipments/${shipment.objectId}/transactions`,
  );

describe("faults", () => {
  it("adds latency to API calls", async () => {
    await control(sim.url, "/latency", { ms: 300 });
    const t0 = Date.now();
    await s.carrierAccounts.list({ results: 100 });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(290);
  });

  it("fails the next N matching calls, then recovers", async () => {
    await control(sim.url, "/fail-next", { count: 2, status: 503, path: "/shipments" });
    const get = () => s.shipments.get(shipment.objectId);
    expect(((await caught(get())) as SDKError).statusCode).toBe(503);
    await expect(s.carrierAccounts.list({ results: 100 })).resolves.toBeTruthy();
    expect(((await caught(get())) as SDKError).statusCode).toBe(503);
    await expect(get()).resolves.toMatchObject({ objectId: shipment.objectId });
  });

  it("rate-limits with 429 and Retry-After, per token", async () => {
    await control(sim.url, "/rate-limit", { limit: 2, window_ms: 60_000 });
    await s.carrierAccounts.list({ results: 100 });
    await s.carrierAccounts.list({ results: 100 });
    const err = (await caught(s.carrierAccounts.list({ results: 100 }))) as SDKError;
    expect(err.statusCode).toBe(429);
    expect(Number(err.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(JSON.parse(err.body).detail).toMatch(/throttled/);
    await expect(client(sim.url).carrierAccounts.list({ results: 100 })).resolves.toBeTruthy();
  });

  it("lets the SDK's own retry policy ride out a 429", async () => {
    await control(sim.url, "/fail-next", { count: 1, status: 429 });
    const retrying = client(sim.url, token, {
      retryConfig: {
        strategy: "backoff",
        backoff: { initialInterval: 10, maxInterval: 50, exponent: 1.5, maxElapsedTime: 2000 },
        retryConnectionErrors: false,
      },
    });
    await expect(retrying.carrierAccounts.list({ results: 100 })).resolves.toBeTruthy();
  });

  it("buys the label but loses the answer: the caller gets a 500, the purchase exists once", async () => {
    const before = (await count()).count;
    await control(sim.url, "/lose-next-transaction", { mode: "error" });
    const rate = shipment.rates[0].objectId;
    const err = (await caught(s.transactions.create({ rate, labelFileType: "PDF", async: false }))) as SDKError;
    expect(err).toBeInstanceOf(SDKError);
    expect(err.statusCode).toBe(500);
    const after = await count();
    expect(after.count).toBe(before + 1);
    expect(after.transactions.at(-1)?.status).toBe("SUCCESS");
    // The client can find the label it paid for instead of buying twice.
    const listed = await s.transactions.list({ rate, objectStatus: "SUCCESS", results: 25 });
    expect(listed.results).toHaveLength(1);
    expect(listed.results?.[0].labelUrl).toMatch(/\.pdf$/);
  });

  it("can drop the connection or hang after buying", async () => {
    const before = (await count()).count;
    await control(sim.url, "/lose-next-transaction", { mode: "reset" });
    const reset = await caught(
      s.transactions.create({ rate: shipment.rates[1].objectId, labelFileType: "PDF", async: false }),
    );
    expect(reset).toBeInstanceOf(ConnectionError);
    await control(sim.url, "/lose-next-transaction", { mode: "hang" });
    const impatient = client(sim.url, token, { timeoutMs: 300 });
    const hung = await caught(
      impatient.transactions.create({ rate: shipment.rates[2].objectId, labelFileType: "PDF", async: false }),
    );
    expect(hung).toBeInstanceOf(RequestTimeoutError);
    expect((await count()).count).toBe(before + 2);
  });

  it("refuses the next label with status ERROR", async () => {
    await control(sim.url, "/fail-next-label", { text: "UPS is temporarily unavailable." });
    const tx = await s.transactions.create({ rate: shipment.rates[0].objectId, labelFileType: "PDF", async: false });
    expect(tx.status).toBe("ERROR");
    expect(tx.messages?.[0].text).toBe("UPS is temporarily unavailable.");
    const next = await s.transactions.create({ rate: shipment.rates[0].objectId, labelFileType: "PDF", async: false });
    expect(next.status).toBe("SUCCESS");
  });

  it("revokes a token: later calls get 401", async () => {
    const t = testToken();
    const c = client(sim.url, t);
    await c.carrierAccounts.list({ results: 100 });
    await control(sim.url, "/tokens/revoke", { token: t });
    expect(((await caught(c.carrierAccounts.list({ results: 100 }))) as SDKError).statusCode).toBe(401);
  });

  it("logs the requests it received, for assertions on what a client sent", async () => {
    await s.transactions.create({ rate: shipment.rates[0].objectId, labelFileType: "PDF", async: false });
    const log = await control<{
      requests: Array<{ method: string; path: string; status: number; body: Record<string, unknown>; auth: string }>;
    }>(sim.url, "/requests?path=/transactions");
    const last = log.requests.at(-1)!;
    expect(last).toMatchObject({
      method: "POST",
      path: "/transactions",
      status: 201,
      body: { async: false, label_file_type: "PDF" },
    });
    expect(last.auth).toMatch(/^ShippoToken shippo_test_[0-9a-f]{4}…$/);
  });
});
