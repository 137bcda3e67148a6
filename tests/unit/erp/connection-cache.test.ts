import { describe, expect, it } from "vitest";
import { cachedSession, CONNECTION_CACHE_TTL_MS, forgetSession, rememberSession } from "@/lib/erp/connection-cache";

const session = (over: Partial<Parameters<typeof rememberSession>[1]> = {}) => ({
  userId: "u1",
  port: 5000,
  sessionToken: "tok",
  expiresAt: Date.now() + 3_600_000,
  ...over,
});

describe("ERP connection cache", () => {
  it("answers a remembered session for its own user only", () => {
    rememberSession("sid-a", session());
    expect(cachedSession("sid-a", "u1")?.sessionToken).toBe("tok");
    expect(cachedSession("sid-a", "u2")).toBeUndefined();
    // A mismatch drops the entry: the next call reads the database again.
    expect(cachedSession("sid-a", "u1")).toBeUndefined();
  });

  it("forgets a session on sign-out at once", () => {
    rememberSession("sid-b", session());
    forgetSession("sid-b");
    expect(cachedSession("sid-b", "u1")).toBeUndefined();
  });

  it("keeps an entry no longer than its time-to-live, nor past the ERP session's expiry", () => {
    const now = Date.now();
    rememberSession("sid-c", session(), now);
    expect(cachedSession("sid-c", "u1", now + CONNECTION_CACHE_TTL_MS - 1)).toBeDefined();
    expect(cachedSession("sid-c", "u1", now + CONNECTION_CACHE_TTL_MS)).toBeUndefined();
    rememberSession("sid-d", session({ expiresAt: now + 1_000 }), now);
    expect(cachedSession("sid-d", "u1", now + 1_000)).toBeUndefined();
  });
});
