import { describe, expect, it } from "vitest";
import { CrossReferenceFileError, parseCrossReference } from "@/lib/cross-reference/parse-cross-reference";
import { buildXrefFiles } from "@/sim/erp/xref";
import { CROSS_REFERENCE, CUSTOMER_CROSS_REFERENCE } from "@/sim/erp/fixtures";

describe("parseCrossReference", () => {
  it("finds the header as the first row starting with the prefix, after banner lines", () => {
    const text = "EDS.PN.XREF exported 2026-11-20,\r\nsome note,x\r\nEDS_PN,HER_PN\r\n1001,2001\r\n1002,2002\r\n";
    expect([...parseCrossReference(text, "EDS_PN")]).toEqual([
      ["1001", "2001"],
      ["1002", "2002"],
    ]);
  });

  it("does not take rows before the header as data, even when they look like data", () => {
    const text = "999,888\nEDS_PN,HER_PN\n1001,2001\n";
    expect(parseCrossReference(text, "EDS_PN").has("999")).toBe(false);
  });

  it("accepts a header cell that only starts with the prefix, quoted, in any case, after a BOM", () => {
    const text = '\uFEFF"eds_pn (distributor)","HER_PN"\n1001,2001\n';
    expect(parseCrossReference(text, "EDS_PN").get("1001")).toBe("2001");
  });

  it("trims both sides, skips rows with a blank side and lets the last duplicate win", () => {
    const text = "EDS_CUSNUM,HER_CUSNUM\n  256189 , 10010 \n256190,\n,10099\n256191,10020\n256191,10021\n\n";
    const map = parseCrossReference(text, "EDS_CUSNUM");
    expect(map.get("256189")).toBe("10010");
    expect(map.has("256190")).toBe(false);
    expect(map.get("256191")).toBe("10021");
    expect(map.size).toBe(2);
  });

  it("refuses a file with no header row", () => {
    expect(() => parseCrossReference("1001,2001\n", "EDS_PN", "EDS.PN.XREF.csv")).toThrow(CrossReferenceFileError);
    expect(() => parseCrossReference("1001,2001\n", "EDS_PN", "EDS.PN.XREF.csv")).toThrow(
      /EDS.PN.XREF.csv has no header row starting with EDS_PN/,
    );
  });

  it("reads the ERP stand-in's exports, fixtures included", () => {
    const files = buildXrefFiles();
    const products = parseCrossReference(files["EDS.PN.XREF.csv"], "EDS_PN");
    const customers = parseCrossReference(files["EDS.CUS.XREF.csv"], "EDS_CUSNUM");
    expect(products.get(CROSS_REFERENCE.edsProductId)).toBe(String(CROSS_REFERENCE.herProductId));
    expect(customers.get(CUSTOMER_CROSS_REFERENCE.edsCustomerId)).toBe(CUSTOMER_CROSS_REFERENCE.herCustomerId);
    expect(products.size).toBeGreaterThan(1000);
    expect([...products.values()].every((v) => v !== "")).toBe(true);
  });
});
