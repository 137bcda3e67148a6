import { describe, expect, it } from "vitest";
import { accessDiff, branchIdsOf, companyState, isDirty, withBranches } from "@/lib/price-line/branch-access";

describe("branchIdsOf", () => {
  it("reads objects or plain ids, trimmed and upper-cased, each once, in order", () => {
    expect(branchIdsOf([{ branchId: " tnna" }, { branchId: "TNMB" }, { branchId: "TNNA" }])).toEqual(["TNNA", "TNMB"]);
    expect(branchIdsOf(["arlr", "", "1"])).toEqual(["ARLR", "1"]);
    expect(branchIdsOf([])).toEqual([]);
  });
});

describe("accessDiff and isDirty", () => {
  it("lists the branches added and removed", () => {
    expect(accessDiff(["TNNA", "TNMB"], ["TNMB", "ARLR", "ILMV"])).toEqual({
      added: ["ARLR", "ILMV"],
      removed: ["TNNA"],
    });
  });

  it("is clean when only the order differs, dirty on any change of the set", () => {
    expect(isDirty(["TNNA", "TNMB"], ["TNMB", "TNNA"])).toBe(false);
    expect(isDirty(["TNNA"], [])).toBe(true);
    expect(isDirty([], ["TNNA"])).toBe(true);
    expect(isDirty([], [])).toBe(false);
  });
});

describe("withBranches and companyState", () => {
  const central = ["TNNA", "TNMB", "TNCV"];

  it("adds a company's branches once, in order, and removes them", () => {
    expect(withBranches(["ARLR", "TNMB"], central, true)).toEqual(["ARLR", "TNMB", "TNNA", "TNCV"]);
    expect(withBranches(["ARLR", "TNMB", "TNNA"], central, false)).toEqual(["ARLR"]);
  });

  it("says whether all, some or none of a company's branches are in the list", () => {
    expect(companyState(["TNNA", "TNMB", "TNCV", "ARLR"], central)).toBe("all");
    expect(companyState(["TNNA"], central)).toBe("some");
    expect(companyState(["ARLR"], central)).toBe("none");
    expect(companyState(["ARLR"], [])).toBe("none");
  });
});
