import { describe, expect, it } from "vitest";
import type { AuthContext } from "@/lib/auth/claims";
import { rememberVerifiedToken, verifiedToken } from "@/lib/auth/verified-tokens";

const auth = { claims: { userId: "u1" }, sid: "s1" } as unknown as AuthContext;

describe("verified bearer tokens", () => {
  it("answers a verified token until it expires", () => {
    const now = Date.now();
    rememberVerifiedToken("t1", "secret", auth, now + 1_000);
    expect(verifiedToken("t1", "secret", now)).toBe(auth);
    expect(verifiedToken("t1", "secret", now + 1_000)).toBeUndefined();
    expect(verifiedToken("t1", "secret", now)).toBeUndefined();
  });

  it("does not answer for another secret (a token signed under the old one must be checked again)", () => {
    rememberVerifiedToken("t2", "old-secret", auth, Date.now() + 60_000);
    expect(verifiedToken("t2", "new-secret")).toBeUndefined();
  });
});
