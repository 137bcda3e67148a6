import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { openDb, type DbHandle } from "@/db/client";
import { intents } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { checkIntent } from "@/lib/intents/check-intent";
import { IntentNotActedError, IntentUnconfirmedError } from "@/lib/intents/errors";
import { runOnce, type IntentSteps, type IntentTools } from "@/lib/intents/run-once";
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
    const first = await runOnce(
      handle.db,
      { kind: "test", subject: "label", key, request: { a: 1 } },
      { act: () => side.act("label") },
    );
    const again = await runOnce(handle.db, { kind: "test", subject: "label", key }, { act: () => side.act("label") });
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
    const calls = Array.from({ length: 20 }, (_, i) =>
      runOnce((i % 2 ? other : handle).db, { kind: "test", subject: "label", key }, { act: slowAct }),
    );
    const outcomes = await Promise.all(calls);
    expect(side.done).toHaveLength(1);
    expect(new Set(outcomes.map((o) => o.result))).toEqual(new Set(["freight#1"]));
    expect(outcomes.filter((o) => !o.replayed)).toHaveLength(1);
  });

  it("after a lost answer the next attempt recovers what was done instead of acting again", async () => {
    const side = counter();
    const key = fresh();
    await expect(
      runOnce(
        handle.db,
        { kind: "test", subject: "label", key },
        {
          act: (_i, { write }) =>
            write(async () => {
              await side.act("label");
              throw new Error("socket hang up"); // acted, but the answer never came back
            }),
        },
      ),
    ).rejects.toThrow("socket hang up");
    const recovered = await runOnce(
      handle.db,
      { kind: "test", subject: "label", key },
      {
        recover: async () => (side.done.length ? "found label#1" : null),
        act: () => side.act("label"),
      },
    );
    expect(recovered).toMatchObject({ result: "found label#1", replayed: true });
    expect(side.done).toHaveLength(1);
  });

  it("acts again when recovery finds that the lost attempt did nothing", async () => {
    const side = counter();
    const key = fresh();
    await expect(
      runOnce(
        handle.db,
        { kind: "test", subject: "label", key },
        { act: (_i, { write }) => write(() => Promise.reject(new Error("timed out"))) },
      ),
    ).rejects.toThrow();
    let looked = 0;
    const outcome = await runOnce(
      handle.db,
      { kind: "test", subject: "label", key },
      {
        recover: async () => (looked++, null),
        act: () => side.act("vendor"),
      },
    );
    expect(looked).toBe(1);
    expect(outcome).toMatchObject({ result: "vendor#1", replayed: false });
  });

  it("a write the far side refused frees the key for a plain retry", async () => {
    const key = fresh();
    const refusals = [
      new IntentNotActedError("refused"),
      new ApiError({ code: "bad_request", message: "UPC must be numeric", upstreamStatus: 400 }),
      new ApiError({ code: "bad_gateway", message: "ERP down", unsent: true }),
    ];
    for (const err of refusals) {
      await expect(
        runOnce(
          handle.db,
          { kind: "test", subject: "label", key },
          { act: (_i, { write }) => write(() => Promise.reject(err)) },
        ),
      ).rejects.toBe(err);
      const [row] = await handle.db.select().from(intents).where(eq(intents.key, key));
      expect(row).toMatchObject({ state: "pending", inFlight: false, lastError: err.message });
    }
    let recovered = 0;
    const outcome = await runOnce(
      handle.db,
      { kind: "test", subject: "label", key },
      { recover: async () => (recovered++, null), act: async () => "ok" },
    );
    expect(recovered).toBe(0);
    expect(outcome.result).toBe("ok");
  });

  it("keeps the steps a multi-step action finished, so a retry continues where it stopped", async () => {
    const key = fresh();
    const posted: string[] = [];
    let erpDown = true;
    const act: IntentSteps<string>["act"] = async (intent, { write }) => {
      if (!intent.progress.line) await write(async () => posted.push("freight line"), { progress: { line: true } });
      await write(async () => {
        if (erpDown) throw new ApiError({ code: "bad_gateway", message: "ERP down", unsent: true });
        posted.push("print status P");
      });
      return "posted";
    };
    await expect(runOnce(handle.db, { kind: "test", subject: "label", key }, { act })).rejects.toThrow("ERP down");
    erpDown = false;
    const outcome = await runOnce(handle.db, { kind: "test", subject: "label", key }, { act });
    expect(outcome.result).toBe("posted");
    expect(posted).toEqual(["freight line", "print status P"]);
  });

  it("takes over an attempt whose process died holding the lease, once the lease has run out", async () => {
    const key = fresh();
    await handle.db
      .insert(intents)
      .values({ kind: "test", key, inFlight: true, attempts: 1, leaseUntil: sql`now() - interval '1 second'` });
    const outcome = await runOnce(
      handle.db,
      { kind: "test", subject: "label", key },
      { recover: async () => "found it", act: async () => "acted" },
    );
    expect(outcome).toMatchObject({ result: "found it", replayed: true });
  });

  it("answers 409 when another attempt still holds the intent past the wait", async () => {
    const key = fresh();
    await handle.db
      .insert(intents)
      .values({ kind: "test", key, attempts: 1, leaseUntil: sql`now() + interval '1 minute'` });
    const err = await runOnce(
      handle.db,
      { kind: "test", subject: "label", key, waitMs: 300 },
      { act: async () => "never" },
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(409);
  });

  it("keeps different keys and kinds apart", async () => {
    const key = fresh();
    const a = await runOnce(handle.db, { kind: "label", subject: "label", key }, { act: async () => "label" });
    const b = await runOnce(
      handle.db,
      { kind: "freight", subject: "freight line", key },
      { act: async () => "freight" },
    );
    expect([a.result, b.result]).toEqual(["label", "freight"]);
  });

  it("a refused read after an attempt that may have acted does not free the intent: recovery runs first", async () => {
    const side = counter();
    const key = fresh();
    const lost = (_i: unknown, { write }: { write: IntentTools["write"] }) =>
      write(async () => {
        await side.act("freight line");
        throw new ApiError({ code: "gateway_timeout", message: "The ERP took too long to answer." });
      });
    await expect(runOnce(handle.db, { kind: "test", subject: "freight line", key }, { act: lost })).rejects.toThrow(
      "too long",
    );
    // The next attempt's recovery meets an expired ERP session: the 401 is said, and the intent stays in flight.
    const expired = new ApiError({
      code: "unauthorized",
      message: "Your ERP session has expired.",
      upstreamStatus: 401,
    });
    const recoverExpired = async () => Promise.reject(expired);
    await expect(
      runOnce(
        handle.db,
        { kind: "test", subject: "freight line", key },
        { recover: recoverExpired, act: () => side.act("freight line") },
      ),
    ).rejects.toBe(expired);
    expect((await row(key)).inFlight).toBe(true);
    // Recovery refused (429) or failing: CLARIFICATIONS 53, nothing sent.
    const throttled = new ApiError({ code: "too_many_requests", message: "Shippo error 429", upstreamStatus: 429 });
    const err = await runOnce(
      handle.db,
      { kind: "test", subject: "freight line", key },
      { recover: () => Promise.reject(throttled), act: () => side.act("freight line") },
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(IntentUnconfirmedError);
    const unconfirmed = err as IntentUnconfirmedError;
    expect(unconfirmed.status).toBe(503);
    expect(unconfirmed.message).toBe(
      "We could not yet confirm whether the freight line was made. Nothing more has been sent. Press Check Again in a moment.",
    );
    expect(unconfirmed.details).toEqual([{ intentId: (await row(key)).id }]);
    expect((await row(key)).inFlight).toBe(true);
    // Once recovery can look, it finds the line: one effect in all.
    const found = await runOnce(
      handle.db,
      { kind: "test", subject: "freight line", key },
      { recover: async () => "found line", act: () => side.act("freight line") },
    );
    expect(found).toMatchObject({ result: "found line", replayed: true });
    expect(side.done).toHaveLength(1);
  });

  it("a read refused before any write frees a fresh intent, and a failure after a write does not", async () => {
    const key = fresh();
    const refusedRead = new ApiError({ code: "unauthorized", message: "expired", upstreamStatus: 401 });
    await expect(
      runOnce(handle.db, { kind: "test", subject: "record", key }, { act: async () => Promise.reject(refusedRead) }),
    ).rejects.toBe(refusedRead);
    expect((await row(key)).inFlight).toBe(false);
    // The write answered, then our own step after it failed (a database error, a read): it may have acted.
    await expect(
      runOnce(
        handle.db,
        { kind: "test", subject: "record", key },
        {
          act: async (_i, { write }) => {
            await write(async () => "created");
            throw new ApiError({ code: "bad_request", message: "reading it back failed", upstreamStatus: 400 });
          },
        },
      ),
    ).rejects.toThrow("reading it back failed");
    expect((await row(key)).inFlight).toBe(true);
  });

  it("an intent in flight with no way to recover is never acted on again", async () => {
    const key = fresh();
    const side = counter();
    await expect(
      runOnce(
        handle.db,
        { kind: "test", subject: "surcharge", key },
        { act: (_i, { write }) => write(() => Promise.reject(new Error("reset"))) },
      ),
    ).rejects.toThrow();
    await expect(
      runOnce(handle.db, { kind: "test", subject: "surcharge", key }, { act: () => side.act("surcharge") }),
    ).rejects.toBeInstanceOf(IntentUnconfirmedError);
    expect(side.done).toHaveLength(0);
  });

  it("an attempt that outlived its lease changes nothing once another attempt took the intent over", async () => {
    const key = fresh();
    let release!: () => void;
    const slow = runOnce(
      handle.db,
      { kind: "test", subject: "label", key, leaseMs: 200 },
      {
        act: (_i, { write }) => write(() => new Promise<string>((r) => (release = () => r("late label")))),
      },
    );
    await new Promise((r) => setTimeout(r, 400));
    let took: string | null = null;
    const taker = runOnce(
      handle.db,
      { kind: "test", subject: "label", key },
      {
        recover: async () => null,
        act: async (_i, { write }) => write(async () => ((took = "second"), new Promise<string>(() => {}))),
      },
    );
    await new Promise((r) => setTimeout(r, 300));
    release();
    await slow;
    const now = await row(key);
    expect(took).toBe("second");
    expect(now).toMatchObject({ state: "pending", attempts: 2 });
    expect(now.leaseUntil).not.toBeNull();
    void taker.catch(() => {});
  });

  describe("Check Again", () => {
    it("answers a done intent's result and a free one as freed", async () => {
      const key = fresh();
      await runOnce(handle.db, { kind: "test", subject: "label", key }, { act: async () => "label" });
      expect(await checkIntent(handle.db, await row(key), "label", async () => "other")).toEqual({
        state: "done",
        result: "label",
      });
      const free = fresh();
      await runOnce(
        handle.db,
        { kind: "test", subject: "label", key: free },
        { act: async () => Promise.reject(new IntentNotActedError("no")) },
      ).catch(() => {});
      expect(await checkIntent(handle.db, await row(free), "label", async () => "never")).toEqual({ state: "freed" });
    });

    it("settles an intent in flight by recovery alone: found is done, proved absent is freed, unanswered stays", async () => {
      const inFlight = async () => {
        const key = fresh();
        await runOnce(
          handle.db,
          { kind: "test", subject: "label", key },
          { act: (_i, { write }) => write(() => Promise.reject(new Error("lost"))) },
        ).catch(() => {});
        return key;
      };
      const a = await inFlight();
      const err = await checkIntent(handle.db, await row(a), "label", () =>
        Promise.reject(new Error("Shippo 503")),
      ).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(IntentUnconfirmedError);
      expect(await row(a)).toMatchObject({ inFlight: true, state: "pending", leaseUntil: null });
      expect(await checkIntent(handle.db, await row(a), "label", async () => "found")).toEqual({
        state: "done",
        result: "found",
      });
      expect(await row(a)).toMatchObject({ state: "done", result: "found" });
      const b = await inFlight();
      expect(await checkIntent(handle.db, await row(b), "label", async () => null)).toEqual({ state: "freed" });
      expect(await row(b)).toMatchObject({ inFlight: false, state: "pending" });
    });
  });
});

async function row(key: string) {
  const [r] = await handle.db.select().from(intents).where(eq(intents.key, key));
  return r;
}
