import { describe, expect, it } from "vitest";
import { signInFailureText, throttledSignInCode } from "@/lib/sign-in/messages";
import { ThrottledError } from "@/lib/sign-in/throttle";

describe("the Login form's alert for next-auth's error code", () => {
  it("a throttled sign-in says the wait the API's 429 says", () => {
    const refused = new ThrottledError(14 * 60 + 1);
    expect(signInFailureText(throttledSignInCode(refused.minutes))).toBe(refused.message);
    expect(signInFailureText(throttledSignInCode(1))).toBe("Too many failed sign-ins. Please try again in 1 minute.");
  });

  it("every other failure, text included, is the spec's one failure text", () => {
    for (const code of [
      "CredentialsSignin",
      "Too many failed sign-ins. Please try again in 15 minutes.",
      "THROTTLED:",
      "",
      null,
      undefined,
    ]) {
      expect(signInFailureText(code)).toBe("Login failed. Please check your credentials.");
    }
  });
});
