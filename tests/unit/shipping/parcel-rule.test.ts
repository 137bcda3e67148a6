import { describe, expect, it } from "vitest";
import { isNotParcel, notParcelQuestion } from "@/lib/shipping/desk/parcel-rule";
import { NON_PARCEL_DEFAULTS } from "@/lib/shipping/settings/settings-view";

describe("isNotParcel (CLARIFICATIONS 64)", () => {
  it("takes the defaults' truck, will call and pickups in upper case, and nothing else", () => {
    for (const via of ["OUR TRUCK", " our truck ", "WILL CALL", "PICKUP", "Customer Pickup"])
      expect(isNotParcel(via, NON_PARCEL_DEFAULTS), via).toBe(true);
    for (const via of ["UPS GROUND", "FEDEX GROUND", "USPS PRIORITY", "OUR TRUCK 2", "", null, undefined])
      expect(isNotParcel(via, NON_PARCEL_DEFAULTS), String(via)).toBe(false);
  });

  it("reads a trailing * as starts with, and an empty list as every ship via a parcel", () => {
    expect(isNotParcel("SAIA LTL FREIGHT", ["SAIA*"])).toBe(true);
    expect(isNotParcel("SAIA", ["SAIA*"])).toBe(true);
    expect(isNotParcel("USAIA", ["SAIA*"])).toBe(false);
    expect(isNotParcel("ANYTHING", ["*"])).toBe(false);
    expect(isNotParcel("OUR TRUCK", [])).toBe(false);
  });

  it("asks as the dashboard asks", () => {
    expect(notParcelQuestion("S1000092.001", "OUR TRUCK ")).toBe(
      "Invoice S1000092.001 ships OUR TRUCK, which is not a parcel ship via. Continue with shipment?",
    );
  });
});
