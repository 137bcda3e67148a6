import { describe, expect, it } from "vitest";
import { signInDelayMs } from "@/lib/sign-in/throttle";

const env = { LOGIN_THROTTLE_MAX_FAILURES: 5, LOGIN_THROTTLE_DELAY_MS: 1000 };

describe("the delay of an account that keeps failing", () => {
  it("is nothing below the limit, then doubles with each failure, up to 32 times the base", () => {
    expect([0, 4].map((f) => signInDelayMs(f, env))).toEqual([0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 50].map((f) => signInDelayMs(f, env))).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000, 32000, 32000,
    ]);
  });
});
