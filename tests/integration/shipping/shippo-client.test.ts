import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { companies } from "@/db/schema";
import { DEMO_SHIPPO_TOKEN } from "@/db/seed-ship54";
import { ApiError } from "@/lib/errors/api-error";
import { resetEnvCache } from "@/lib/env";
import { callShippo, SHIPPO_MESSAGES, transactionFailedError } from "@/lib/shipping/shippo/shippo-errors";
import { getCompanyShippoToken, shippoForCompany } from "@/lib/shipping/shippo/shippo-client";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";

let env: TestEnv & { shippo: ShippoStandIn };
let edsId: string;
let heritageId: string;
beforeAll(async () => {
  env = await startTestEnv({ shippo: true, env: { SHIPPO_TIMEOUT_MS: "1500" } });
  const all = await env.db.query.companies.findMany();
  edsId = all.find((c) => c.companyCode === "EDS")!.id;
  heritageId = all.find((c) => c.companyCode === "heritage")!.id;
});
afterAll(async () => {
  delete process.env.SHIPPO_TIMEOUT_MS;
  resetEnvCache();
  await env.close();
});
afterEach(() => env.shippo.clearFaults());

/** V8's full collection, callable without starting the process with --expose-gc. */
function collector(): () => void {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a failure");
    },
    (e: unknown) => e as ApiError,
  );

describe("the Shippo client on a company's token", () => {
  it("decrypts the company's token on the server and reaches the stand-in with it", async () => {
    expect(await getCompanyShippoToken(env.db, edsId)).toBe(DEMO_SHIPPO_TOKEN);
    const stored = await env.db.query.companies.findFirst({ where: eq(companies.id, edsId) });
    expect(JSON.stringify(stored!.ship54Settings)).not.toContain(DEMO_SHIPPO_TOKEN);
    const shippo = await shippoForCompany(env.db, edsId);
    const accounts = await callShippo(() => shippo.carrierAccounts.list({ results: 100 }));
    expect(accounts.results?.map((a) => a.carrier)).toEqual(expect.arrayContaining(["usps", "ups", "fedex"]));
  });

  it("a company without a token gets a clear 422", async () => {
    const err = await failure(shippoForCompany(env.db, heritageId));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(422);
    expect(err.message).toMatch(/^No valid Shippo API token/);
  });

  it("maps Shippo's answers to the spec's text: 5xx is 502, 4xx stays 4xx (never 401), 429 keeps Retry-After", async () => {
    const shippo = await shippoForCompany(env.db, edsId);
    await env.shippo.control("/fail-next", { status: 503 });
    const down = await failure(callShippo(() => shippo.carrierAccounts.list({ results: 100 })));
    expect([down.status, down.message]).toEqual([502, "Shippo error 503"]);

    const missing = await failure(
      callShippo(() => shippo.transactions.create({ rate: "no-such-rate", labelFileType: "PDF", async: false })),
    );
    expect([missing.status, missing.message]).toEqual([422, "Shippo error 400"]);
    expect(missing.details?.[0]).toMatch(/^rate: /);

    await env.shippo.control("/fail-next", { status: 401 });
    expect((await failure(callShippo(() => shippo.carrierAccounts.list({ results: 100 })))).status).toBe(422);

    await env.shippo.control("/fail-next", { status: 429 });
    const throttled = await failure(callShippo(() => shippo.carrierAccounts.list({ results: 100 })));
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers?.["Retry-After"])).toBeGreaterThan(0);
  });

  it("gives up after the time-out (504) instead of hanging", async () => {
    await env.shippo.control("/latency", { ms: 4000 });
    const shippo = await shippoForCompany(env.db, edsId);
    const slow = await failure(callShippo(() => shippo.carrierAccounts.list({ results: 100 })));
    expect(slow.status).toBe(504);
  });

  it("gives up after the time-out also when the garbage collector runs while it waits", async () => {
    // The SDK sends a clone of its Request, whose abort signal undici lets go of in a collection (nodejs/undici#4068):
    // with the SDK's own time-out alone, this call waited for Shippo's answer after 4 s and succeeded.
    const gc = collector();
    await env.shippo.control("/latency", { ms: 4000 });
    const shippo = await shippoForCompany(env.db, edsId);
    const collecting = setInterval(gc, 20);
    try {
      const slow = await failure(callShippo(() => shippo.carrierAccounts.list({ results: 100 })));
      expect([slow.status, slow.message]).toEqual([504, SHIPPO_MESSAGES.timeout]);
    } finally {
      clearInterval(collecting);
    }
  });

  it("a refused label reads Transaction failed: {status}", () => {
    const err = transactionFailedError("ERROR", [{ text: "Address is incomplete" }]);
    expect([err.status, err.message, err.details]).toEqual([
      422,
      "Transaction failed: ERROR",
      ["Address is incomplete"],
    ]);
  });
});
