import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { openDb, type DbHandle } from "@/db/client";
import { intents } from "@/db/schema";
import { ApiError } from "@/lib/api/errors";
import { IntentNotActedError } from "@/lib/intents/errors";
import { runOnce } from "@/lib/intents/run-once";
import { createTestDb } from "@/tests/helpers/test-db";

let handle: DbHandle & { url?: string };
/** A second "instance": its own connection pool on the same PostgreSQL database (the same handle on PGlite). */
let other: DbHandle;
beforeAll(async () => {
  handle = await createTestDb({ pgliteTemplate: inject("pgliteTemplate") });
  other = handle.url ? await openDb({ url: handle.url }) : handle;
});
afterAll(async () => {
  if (other !== handle) await other.close();
  await handle.close();
});

let n = 0;
const fresh = () => `key-${++n}-${Date.now()}`;

/** A side effect we can count, like a label bought at a carrier. */
function counter() {
  const done: string[] = [];
  return { done, act: async (what: string) => (done.push(what), `${what}#${done.length}`) };
}

describe("runOnce", () => {
  it("acts once and answers the stored result to a retry", async () => {
    const side = counter();
    const key = fresh();
    const first = await runOnce(handle.db, { kind: "test", key, request: { a: 1 } }, { act: () => side.act("label") });
    const again = await runOnce(handle.db, { kind: "test", key }, { act: () => side.act("label") });
    expect(first).toMatchObject({ result: "label#1", replayed: false });
    expect(again).toMatchObject({ result: "label#1", replayed: true });
    expect(side.done).toHaveLength(1);
    expect(again.intent.request).toEqual({ a: 1 });
  });

  it("twenty parallel callers on two instances: one act, every caller gets its result", async () => {
    const side = counter();
    const key = fresh();
    const slowAct = async () => {
      await new Promise((r) => setTimeout(r, 300));
      return side.act("freight");
    };
    const calls = Array.from({ length: 20 }, (_, i) => runOnce((i % 2 ? other : handle).db, { kind: "test", key }, { act: slowAct }));
    const outcomes = await Promise.all(calls);
    expect(side.done).toHaveLength(1);
    expect(new Set(outcomes.map((o) => o.result))).toEqual(new Set(["freight#1"]));
    expect(outcomes.filter((o) => !o.replayed)).toHaveLength(1);
  });

  it("after a lost answer the next attempt recovers what was done instead of acting again", async () => {
    const side = counter();
    const key = fresh();
    await expect(
      runOnce(handle.db, { kind: "test", key }, {
        act: async () => {
          await side.act("label");
          throw new Error("socket hang up"); // acted, but the answer never came back
        },
      }),
    ).rejects.toThrow("socket hang up");
    const recovered = await runOnce(handle.db, { kind: "test", key }, {
      recover: async () => (side.done.length ? "found label#1" : null),
      act: () => side.act("label"),
    });
    expect(recovered).toMatchObject({ result: "found label#1", replayed: true });
    expect(side.done).toHaveLength(1);
  });

  it("acts again when recovery finds that the lost attempt did nothing", async () => {
    const side = counter();
    const key = fresh();
    await expect(runOnce(handle.db, { kind: "test", key }, { act: async () => Promise.reject(new Error("timed out")) })).rejects.toThrow();
    let looked = 0;
    const outcome = await runOnce(handle.db, { kind: "test", key }, {
      recover: async () => (looked++, null),
      act: () => side.act("vendor"),
    });
    expect(looked).toBe(1);
    expect(outcome).toMatchObject({ result: "vendor#1", replayed: false });
  });

  it("a failure that proves nothing happened frees the key for a plain retry", async () => {
    const key = fresh();
    for (const err of [new IntentNotActedError("refused"), new ApiError({ code: "bad_request", message: "UPC must be numeric" })]) {
      await expect(runOnce(handle.db, { kind: "test", key }, { act: async () => Promise.reject(err) })).rejects.toBe(err);
      const [row] = await handle.db.select().from(intents).where(eq(intents.key, key));
      expect(row).toMatchObject({ state: "pending", inFlight: false, lastError: err.message });
    }
    let recovered = 0;
    const outcome = await runOnce(handle.db, { kind: "test", key }, { recover: async () => (recovered++, null), act: async () => "ok" });
    expect(recovered).toBe(0);
    expect(outcome.result).toBe("ok");
  });

  it("keeps the steps a multi-step action finished, so a retry continues where it stopped", async () => {
    const key = fresh();
    const posted: string[] = [];
    let erpDown = true;
    const act = async (intent: { progress: Record<string, unknown> }, tools: { saveProgress(p: Record<string, unknown>): Promise<void> }) => {
      if (!intent.progress.line) {
        posted.push("freight line");
        await tools.saveProgress({ line: true });
      }
      if (erpDown) throw new ApiError({ code: "bad_gateway", message: "ERP down" });
      posted.push("print status P");
      return "posted";
    };
    await expect(runOnce(handle.db, { kind: "test", key }, { act })).rejects.toThrow("ERP down");
    erpDown = false;
    const outcome = await runOnce(handle.db, { kind: "test", key }, { act });
    expect(outcome.result).toBe("posted");
    expect(posted).toEqual(["freight line", "print status P"]);
  });

  it("takes over an attempt whose process died holding the lease, once the lease has run out", async () => {
    const key = fresh();
    await handle.db.insert(intents).values({ kind: "test", key, inFlight: true, attempts: 1, leaseUntil: sql`now() - interval '1 second'` });
    const outcome = await runOnce(handle.db, { kind: "test", key }, { recover: async () => "found it", act: async () => "acted" });
    expect(outcome).toMatchObject({ result: "found it", replayed: true });
  });

  it("answers 409 when another attempt still holds the intent past the wait", async () => {
    const key = fresh();
    await handle.db.insert(intents).values({ kind: "test", key, attempts: 1, leaseUntil: sql`now() + interval '1 minute'` });
    const err = await runOnce(handle.db, { kind: "test", key, waitMs: 300 }, { act: async () => "never" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(409);
  });

  it("keeps different keys and kinds apart", async () => {
    const key = fresh();
    const a = await runOnce(handle.db, { kind: "label", key }, { act: async () => "label" });
    const b = await runOnce(handle.db, { kind: "freight", key }, { act: async () => "freight" });
    expect([a.result, b.result]).toEqual(["label", "freight"]);
  });
});
