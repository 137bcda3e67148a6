import { describe, expect, it } from "vitest";
import { holdValuesProblem } from "@/lib/shipping/settings/hold-values";
import { printReviewHoldsSchema, putSettingsBodySchema } from "@/lib/shipping/settings/schemas";

const firstMessage = (input: unknown) => {
  const parsed = printReviewHoldsSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0].message;
};

describe("the print review holds setting (issue 27)", () => {
  it("takes values trimmed and upper-cased, with warn or prevent", () => {
    expect(printReviewHoldsSchema.parse({ values: [" hold* ", "Credit Review"], policy: "prevent" })).toEqual({
      values: ["HOLD*", "CREDIT REVIEW"],
      policy: "prevent",
    });
    expect(printReviewHoldsSchema.parse({ values: [], policy: "warn" })).toEqual({ values: [], policy: "warn" });
  });

  it("refuses what cannot be a hold value, saying which", () => {
    expect(firstMessage({ values: ["  "], policy: "warn" })).toBe("Please enter a print review value");
    expect(firstMessage({ values: ["H".repeat(41)], policy: "warn" })).toMatch(
      /^A print review value has at most 40 characters/,
    );
    expect(firstMessage({ values: ["*"], policy: "warn" })).toMatch(/^A \* may only end a print review value/);
    expect(firstMessage({ values: ["HO*LD"], policy: "warn" })).toMatch(/: HO\*LD$/);
    expect(firstMessage({ values: ["HOLD*", "hold* "], policy: "warn" })).toBe(
      "Print review value already listed: HOLD*",
    );
    expect(firstMessage({ values: Array.from({ length: 51 }, (_, i) => `H${i}`), policy: "warn" })).toBe(
      "At most 50 print review values",
    );
    expect(firstMessage({ values: ["HOLD*"], policy: "block" })).toBe(
      "The print review hold policy is warn or prevent",
    );
  });

  it("is optional in the settings' PUT, so an older client keeps the stored holds", () => {
    const body = {
      freight: { defaultMethod: "filedrop" },
      shipping: { enableAutoSearch: true },
      cod: { termsCodes: ["COD"], balancePolicy: "warn" },
    };
    expect(putSettingsBodySchema.parse(body).printReviewHolds).toBeUndefined();
  });

  it("says the same on the screen as the server does", () => {
    expect(holdValuesProblem(["HOLD*", "HOLD*"])).toBe("Print review value already listed: HOLD*");
    expect(holdValuesProblem(["HOLD*"])).toBeNull();
  });
});
