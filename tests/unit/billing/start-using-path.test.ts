import { describe, expect, it } from "vitest";
import { startUsingPath } from "@/lib/billing/start-using-path";

describe("Start Using {product} (spec 3)", () => {
  it("goes to the Ship54 settings for ship54 and Home for any other product", () => {
    expect(startUsingPath("ship54")).toBe("/ship54-settings");
    expect(startUsingPath("price-watch")).toBe("/home");
    expect(startUsingPath("Ship54")).toBe("/home");
  });
});
