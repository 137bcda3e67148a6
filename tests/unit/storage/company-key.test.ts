import { describe, expect, it } from "vitest";
import { baseName, companyRelativeKey, extensionOf, objectKey } from "@/lib/storage/company-key";
import { refusal } from "@/tests/helpers/refusal";

const EDS = "0f8fad5b-d9cb-469f-a165-70867728950e";
const HERITAGE = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

describe("companyRelativeKey", () => {
  it("keeps a plain relative key and scopes it under the company", () => {
    expect(companyRelativeKey("data/uploads/EDS.PN.XREF.csv", EDS)).toBe("data/uploads/EDS.PN.XREF.csv");
    expect(objectKey(EDS, "data/uploads/a b.csv")).toBe(`${EDS}/data/uploads/a b.csv`);
  });

  it("accepts the caller's own company id in front, in any case", () => {
    expect(companyRelativeKey(`${EDS}/data/x.csv`, EDS)).toBe("data/x.csv");
    expect(companyRelativeKey(`${EDS.toUpperCase()}/data/x.csv`, EDS)).toBe("data/x.csv");
  });

  it("refuses another company's id in front with 403", () => {
    expect(refusal(() => companyRelativeKey(`${HERITAGE}/data/x.csv`, EDS)).status).toBe(403);
  });

  it.each([
    ["", "required"],
    ["/abs/x.csv", "cannot start with /"],
    [`/${HERITAGE}/x.csv`, "cannot start with /"],
    ["../x.csv", "'..'"],
    [`data/../../${HERITAGE}/x.csv`, "'..'"],
    ["./x.csv", "'.'"],
    ["data//x.csv", "empty"],
    ["data/", "empty"],
    [`${EDS}`, "empty"],
    ["data\\x.csv", "\\"],
    ["data/x\u0000.csv", "control"],
    ["a".repeat(1000), "too long"],
  ])("refuses %j with 400", (key, message) => {
    const err = refusal(() => companyRelativeKey(key, EDS));
    expect(err.status).toBe(400);
    expect(err.message).toContain(message);
  });

  it("refuses a key that is not a string", () => {
    expect(refusal(() => companyRelativeKey(undefined, EDS)).status).toBe(400);
    expect(refusal(() => companyRelativeKey(["a"], EDS)).status).toBe(400);
  });
});

describe("names", () => {
  it("takes the file name and its lower-cased extension", () => {
    expect(baseName("data/uploads/Report.CSV")).toBe("Report.CSV");
    expect(extensionOf("data/uploads/Report.CSV")).toBe(".csv");
    expect(extensionOf("data/.hidden")).toBe("");
    expect(extensionOf("README")).toBe("");
  });
});
