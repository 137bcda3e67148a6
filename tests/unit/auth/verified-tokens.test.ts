import { describe, expect, it } from "vitest";
import { rememberVerifiedToken, verifiedToken } from "@/lib/auth/verified-tokens";

const sid = "8d3c1a52-0b7e-4f0e-9a51-6f2d5c3b1e10";

describe("verified bearer tokens (signature checks only; liveness is read per request)", () => {
  it("answers a verified token until it expires", () => {
    const now = Date.now();
    rememberVerifiedToken("t1", "secret", sid, now + 1_000);
    expect(verifiedToken("t1", "secret", now)).toBe(sid);
    expect(verifiedToken("t1", "secret", now + 1_000)).toBeUndefined();
    expect(verifiedToken("t1", "secret", now)).toBeUndefined();
  });

  it("does not answer for another secret (a token signed under the old one must be checked again)", () => {
    rememberVerifiedToken("t2", "old-secret", sid, Date.now() + 60_000);
    expect(verifiedToken("t2", "new-secret")).toBeUndefined();
  });
});
