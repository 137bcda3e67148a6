import { describe, expect, it } from "vitest";
import { ERP_USERS } from "@/sim/erp/fixtures";
import { setupContractEnv } from "./contract-env";
import { expectFields, expectList } from "./expect-fields";

const erp = setupContractEnv();

/** Spec 2 section 3: the seven companies' territories and home branches. */
const COMPANIES = [
  ["TCBBS", "ILMV"],
  ["TCCSC", "TNKN"],
  ["TCESC", "TNNA"],
  ["TCESE", "TNCH"],
  ["TCESW", "ARLR"],
  ["TCNCS", "ILCS"],
  ["TCWSC", "1"],
] as const;

describe("ERP contract – users, branches, territories, ship vias, terms", () => {
  it("GET /Users/{userName}: accessibleBranches[].branchId (the user name is upper-cased)", async () => {
    const { status, json } = await erp.call({ method: "GET", url: `/Users/${ERP_USERS.staff.userName.toLowerCase()}` });
    expect(status).toBe(200);
    expectFields(json, { id: "string", accessibleBranches: "array" });
    for (const b of json.accessibleBranches) expectFields(b, { branchId: "string" }, "accessibleBranches[]");
    expect(json.accessibleBranches.map((b: { branchId: string }) => b.branchId)).toEqual(
      ERP_USERS.staff.accessibleBranches,
    );
  });

  it("GET /Branches/{id}: branchEntityId, whose customer record holds the ship-from address", async () => {
    const { status, json } = await erp.call({ method: "GET", url: `/Branches/${ERP_USERS.staff.homeBranch}` });
    expect(status).toBe(200);
    expectFields(json, { id: "string", branchEntityId: "string" });
    const address = await erp.call({ method: "GET", url: `/Customers/${json.branchEntityId}` });
    expect(address.status).toBe(200);
    expectFields(address.json, {
      name: "string",
      addressLine1: "string",
      city: "string",
      state: "string",
      postalCode: "string",
      phones: "array",
    });
  });

  it.each(COMPANIES)("GET /Territories/%s: branchList holds home branch %s", async (territory, home) => {
    const { status, json } = await erp.call({ method: "GET", url: `/Territories/${territory}` });
    expect(status).toBe(200);
    expectFields(json, { id: "string", branchList: "array" });
    expect(json.branchList).toContain(home);
  });

  it("GET /ShipVias?keyword: results[].id, each matching the keyword", async () => {
    const { status, json } = await erp.call({ method: "GET", url: "/ShipVias", params: { keyword: "UPS" } });
    expect(status).toBe(200);
    const results = expectList(json);
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) {
      expectFields(r, { id: "string" });
      expect(String(r.id).toUpperCase()).toContain("UPS");
    }
  });

  it("GET /Termslist?keyword=COD: the COD codes (spec 3 COD settings); /TermsList is the same call", async () => {
    const { status, json } = await erp.call({ method: "GET", url: "/Termslist", params: { keyword: "COD" } });
    expect(status).toBe(200);
    const ids = expectList(json).map((t) => t.id);
    expect(ids).toEqual(expect.arrayContaining(["COD", "COD CASH", "COD CHECK"]));
    const other = await erp.call({ method: "GET", url: "/TermsList?keyword=COD" });
    expect(other.status).toBe(200);
    expect(other.json.results.map((t: { id: string }) => t.id)).toEqual(ids);
  });

  it("unknown user, branch and territory are the ERP's 404s", async () => {
    for (const url of ["/Users/NOBODY", "/Branches/ZZZZ", "/Territories/TCZZZ"]) {
      const { status, json } = await erp.call({ method: "GET", url });
      expect(status, url).toBe(404);
      expect(typeof json.error).toBe("string");
    }
  });
});
