import { describe, expect, it } from "vitest";
import { companyLabel, TERRITORY_COMPANIES } from "@/lib/erp/territory-companies";

describe("the seven companies of spec 2 section 3", () => {
  it("are the spec's territory ids, codes and home branches, and nothing the spec does not give", () => {
    expect(TERRITORY_COMPANIES).toEqual([
      { code: "BBS", territoryId: "TCBBS", homeBranch: "ILMV" },
      { code: "CSC", territoryId: "TCCSC", homeBranch: "TNKN" },
      { code: "ESC", territoryId: "TCESC", homeBranch: "TNNA" },
      { code: "ESE", territoryId: "TCESE", homeBranch: "TNCH" },
      { code: "ESW", territoryId: "TCESW", homeBranch: "ARLR" },
      { code: "NCS", territoryId: "TCNCS", homeBranch: "ILCS" },
      { code: "WSC", territoryId: "TCWSC", homeBranch: "1" },
    ]);
  });

  it("show as their code, with a name beside it only where the ERP's territory gives one", () => {
    expect(companyLabel("BBS")).toBe("BBS");
    expect(companyLabel("BBS", null)).toBe("BBS");
    expect(companyLabel("BBS", "   ")).toBe("BBS");
    expect(companyLabel("WSC", " WSC ALABAMA ")).toBe("WSC – WSC ALABAMA");
  });
});
