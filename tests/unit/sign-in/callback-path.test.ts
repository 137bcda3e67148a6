import { describe, expect, it } from "vitest";
import { CALLBACK_PATH_MAX, safeCallbackPath, signInHref } from "@/lib/sign-in/callback-path";

describe("safeCallbackPath", () => {
  it("keeps a path of the portal with its query and hash", () => {
    expect(safeCallbackPath("/surcharge-calc?order=S1&companyCode=EDS&port=5000")).toBe(
      "/surcharge-calc?order=S1&companyCode=EDS&port=5000",
    );
    expect(safeCallbackPath("/invoice-tracking#top")).toBe("/invoice-tracking#top");
  });

  it("refuses other origins, however they are written", () => {
    for (const raw of [
      "https://evil.example/x",
      "//evil.example/x",
      "/\\evil.example/x",
      "\\\\evil.example",
      "javascript:alert(1)",
      "evil.example",
      "/\t/evil.example",
    ]) {
      expect(safeCallbackPath(raw), raw).toBeNull();
    }
  });

  it("refuses the API, control characters, non-strings and anything too long", () => {
    expect(safeCallbackPath("/api/erp/surcharge?order=S1")).toBeNull();
    expect(safeCallbackPath("/home\nSet-Cookie: x")).toBeNull();
    expect(safeCallbackPath(["/home"])).toBeNull();
    expect(safeCallbackPath(undefined)).toBeNull();
    expect(safeCallbackPath("")).toBeNull();
    expect(safeCallbackPath(`/${"a".repeat(CALLBACK_PATH_MAX)}`)).toBeNull();
  });

  it("normalises dot segments so they cannot climb out", () => {
    expect(safeCallbackPath("/a/../../home")).toBe("/home");
  });
});

describe("signInHref", () => {
  it("asks the Login screen to come back to the path, and to Home for anything refused", () => {
    expect(signInHref("/surcharge-calc?order=S1&port=5000")).toBe(
      "/?callbackUrl=%2Fsurcharge-calc%3Forder%3DS1%26port%3D5000",
    );
    expect(signInHref("//evil.example")).toBe("/");
  });
});
