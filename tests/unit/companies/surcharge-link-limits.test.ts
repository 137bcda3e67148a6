import { describe, expect, it } from "vitest";
import { surchargeLinkLimits, termsCodeEligible } from "@/lib/companies/surcharge-link-limits";

describe("termsCodeEligible (CLARIFICATIONS 50)", () => {
  it("lets every order through an empty list, a missing terms code included", () => {
    expect(termsCodeEligible("COD", [])).toBe(true);
    expect(termsCodeEligible(undefined, [])).toBe(true);
  });

  it("matches a listed code whatever the ERP's case and padding, and nothing else", () => {
    expect(termsCodeEligible(" cod cash ", ["NET30", "COD CASH"])).toBe(true);
    expect(termsCodeEligible("COD", ["NET30", "COD CASH"])).toBe(false);
    expect(termsCodeEligible("", ["NET30"])).toBe(false);
    expect(termsCodeEligible(null, ["NET30"])).toBe(false);
  });
});

describe("surchargeLinkLimits", () => {
  it("gives a company saved before the settings existed every order and a cap of 100", () => {
    expect(surchargeLinkLimits(undefined)).toEqual({ eligibleTermsCodes: [], hourlyCap: 100 });
    expect(surchargeLinkLimits({ eligibleTermsCodes: ["NET30"], hourlyCap: 5 })).toEqual({
      eligibleTermsCodes: ["NET30"],
      hourlyCap: 5,
    });
  });
});
