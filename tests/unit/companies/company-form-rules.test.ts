import { describe, expect, it } from "vitest";
import { mergeApiUser } from "@/lib/companies/merge-api-user";
import { companyBodySchema } from "@/lib/companies/schemas";
import { decryptSecret, encryptSecret } from "@/lib/crypto/secret-box";

const base = { name: "Acme", companyCode: "ACME", apiBaseUrl: "https://erp.acme.example", apiPorts: ["5000"] };

describe("the company form's rules", () => {
  it("accepts an http(s) origin only, and drops a trailing slash", () => {
    expect(companyBodySchema.parse({ ...base, apiBaseUrl: "http://10.0.0.5/" }).apiBaseUrl).toBe("http://10.0.0.5");
    for (const bad of [
      "https://erp.acme.example:5000",
      "https://erp.acme.example/x",
      "https://erp.acme.example?a=1",
      "javascript:alert(1)",
    ]) {
      expect(companyBodySchema.safeParse({ ...base, apiBaseUrl: bad }).success, bad).toBe(false);
    }
  });

  it("reads ports from numbers or checkbox text, sorted and once each; at least one", () => {
    expect(companyBodySchema.parse({ ...base, apiPorts: ["5002", 5000, "5002"] }).apiPorts).toEqual([5000, 5002]);
    expect(companyBodySchema.safeParse({ ...base, apiPorts: [] }).error?.issues[0]?.message).toBe(
      "Choose at least one port",
    );
  });

  it("keeps a surcharge product only for the company's ports", () => {
    const c = companyBodySchema.parse({
      ...base,
      apiPorts: [5000, 5001],
      surcharge: { productsByPort: { "5000": "900001", "5001": " ", "5002": "9" } },
    });
    // CLARIFICATIONS 50's link settings take their defaults: every order, 100 an hour.
    expect(c.surcharge).toEqual({
      authMethod: "loggedInUser",
      productsByPort: { "5000": "900001" },
      eligibleTermsCodes: [],
      hourlyCap: 100,
    });
  });

  it("needs an API user name when the method is apiUser, and empties address fields to null", () => {
    const r = companyBodySchema.safeParse({
      ...base,
      surcharge: { authMethod: "apiUser", apiUser: { username: " " } },
      ship54Tracking: { authMethod: "apiUser" },
    });
    expect(r.error?.issues.map((i) => i.path.join("."))).toEqual([
      "surcharge.apiUser.username",
      "ship54Tracking.apiUser.username",
    ]);
    expect(companyBodySchema.parse({ ...base, city: " ", phone: "" })).toMatchObject({ city: null, phone: null });
  });
});

describe("mergeApiUser", () => {
  const stored = { username: "OLD", password: encryptSecret("old-pass") };

  it("encrypts a typed password and keeps the stored one otherwise", () => {
    const typed = mergeApiUser({
      enabled: true,
      input: { username: "NEW", password: "new-pass" },
      stored,
      label: "surcharge",
    });
    expect(typed?.username).toBe("NEW");
    expect(decryptSecret(typed!.password!)).toBe("new-pass");
    expect(
      mergeApiUser({ enabled: true, input: { username: "NEW", password: undefined }, stored, label: "surcharge" })
        ?.password,
    ).toBe(stored.password);
  });

  it("drops credentials that are not used, and needs a password when none is stored", () => {
    expect(
      mergeApiUser({ enabled: false, input: { username: "A", password: "p" }, stored, label: "surcharge" }),
    ).toBeUndefined();
    expect(() =>
      mergeApiUser({
        enabled: true,
        input: { username: "A", password: undefined },
        stored: undefined,
        label: "tracking",
      }),
    ).toThrow("Enter the password of the tracking API user.");
  });
});
