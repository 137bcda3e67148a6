import { describe, expect, it } from "vitest";
import { codAction, isCodWithBalance } from "@/lib/shipping/desk/cod-rule";
import { manualCarrier, carrierToken } from "@/lib/shipping/shippo/carrier-token";
import { parseScaleWeight } from "@/lib/shipping/desk/scale-weight";
import { parseShipViaKeywords, shipViaMatches } from "@/lib/shipping/desk/ship-via";

describe("the COD rule", () => {
  const codes = ["COD", "COD CASH"];
  it("is a COD order with a balance above 0, terms matched upper-cased", () => {
    expect(isCodWithBalance({ termsCode: "cod", balanceDue: 12.5 }, codes)).toBe(true);
    expect(isCodWithBalance({ termsCode: "COD CASH", balanceDue: 0.01 }, codes)).toBe(true);
    expect(isCodWithBalance({ termsCode: "COD", balanceDue: 0 }, codes)).toBe(false);
    expect(isCodWithBalance({ termsCode: "COD CHECK", balanceDue: 50 }, codes)).toBe(false);
    expect(isCodWithBalance({ termsCode: "NET30", balanceDue: 50 }, codes)).toBe(false);
    expect(isCodWithBalance({ termsCode: null, balanceDue: 50 }, codes)).toBe(false);
  });
  it("blocks under prevent, warns under warn, opens everything else", () => {
    const cod = { termsCode: "COD", balanceDue: 10 };
    expect(codAction(cod, { termsCodes: codes, balancePolicy: "prevent" })).toBe("block");
    expect(codAction(cod, { termsCodes: codes, balancePolicy: "warn" })).toBe("warn");
    expect(codAction({ termsCode: "COD", balanceDue: 0 }, { termsCodes: codes, balancePolicy: "prevent" })).toBe(
      "open",
    );
    expect(codAction({ termsCode: "NET30", balanceDue: 99 }, { termsCodes: codes, balancePolicy: "prevent" })).toBe(
      "open",
    );
  });
});

describe("scale weight parsing", () => {
  it("accepts a positive number with an optional lb suffix", () => {
    expect(parseScaleWeight("2.35")).toBe(2.35);
    expect(parseScaleWeight("  12.5 lb\r")).toBe(12.5);
    expect(parseScaleWeight("3LB")).toBe(3);
    expect(parseScaleWeight("+4.20 lbs")).toBe(4.2);
    expect(parseScaleWeight(".5")).toBe(0.5);
  });
  it("refuses zero, negatives, other units and noise", () => {
    for (const bad of ["0", "0.00 lb", "-1.2 lb", "2.3 kg", "12 oz", "ST,GS", "", "lb", "1.2.3", "NaN"]) {
      expect(parseScaleWeight(bad)).toBeNull();
    }
  });
});

describe("ship-via matching", () => {
  it("reads keywords comma-separated, trimmed, upper-cased", () => {
    expect(parseShipViaKeywords(" ups, FedEx ,, ")).toEqual(["UPS", "FEDEX"]);
    expect(parseShipViaKeywords("")).toEqual([]);
  });
  it("matches the ship-via ids the ERP found for the keywords, in upper case (spec 2 sections 7 and 9)", () => {
    const keys = parseShipViaKeywords("ups, route");
    const ids = new Set(["UPS GROUND", "OUR TRUCK"]);
    expect(shipViaMatches(" our truck ", keys, ids)).toBe(true);
    expect(shipViaMatches("ups ground", keys, ids)).toBe(true);
    // Containing a keyword is not enough once the ERP has said which ship vias the keywords mean.
    expect(shipViaMatches("UPS FREIGHT", keys, ids)).toBe(false);
    expect(shipViaMatches(null, keys, ids)).toBe(false);
    expect(shipViaMatches("WILL CALL", [], ids)).toBe(true);
  });
  it("without the ERP's ids, matches a ship via containing any keyword, case-insensitively; no keywords matches all", () => {
    const keys = parseShipViaKeywords("UPS, FEDEX");
    expect(shipViaMatches("UPS GROUND", keys)).toBe(true);
    expect(shipViaMatches("fedex 2day", keys)).toBe(true);
    expect(shipViaMatches("OUR TRUCK", keys)).toBe(false);
    expect(shipViaMatches(null, keys)).toBe(false);
    expect(shipViaMatches("OUR TRUCK", [])).toBe(true);
  });
});

describe("carriers", () => {
  it("a manual shipment's carrier is ups unless the service names fedex (or ups)", () => {
    expect(manualCarrier("FedEx Ground")).toBe("fedex");
    expect(manualCarrier("UPS® Ground")).toBe("ups");
    expect(manualCarrier("Priority Mail")).toBe("ups");
    expect(manualCarrier(undefined)).toBe("ups");
  });
  it("Shippo's carrier token from a provider name", () => {
    expect(["USPS", "UPS", "FedEx", "DHL Express"].map(carrierToken)).toEqual(["usps", "ups", "fedex", "dhl_express"]);
  });
});
