import { describe, expect, it } from "vitest";
import { carrierName, carrierTrackingUrl } from "@/lib/shipping/tracking/carrier-links";

describe("carrierTrackingUrl", () => {
  it("sends each carrier's number to that carrier's public tracking page", () => {
    expect(carrierTrackingUrl("ups", "1ZE54S1M0312345678")).toBe(
      "https://www.ups.com/track?tracknum=1ZE54S1M0312345678",
    );
    expect(carrierTrackingUrl("usps", "9400111202555842761234")).toBe(
      "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111202555842761234",
    );
    expect(carrierTrackingUrl("fedex", "123456789012")).toBe("https://www.fedex.com/fedextrack/?trknbr=123456789012");
    expect(carrierTrackingUrl("dhl_express", "1234567890")).toBe(
      "https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890",
    );
  });

  it("reads Shippo's tokens and people's names alike, in any case", () => {
    expect(carrierTrackingUrl("USPS", "9400")).toContain("tools.usps.com");
    expect(carrierTrackingUrl("FedEx", "1234")).toContain("fedex.com");
    expect(carrierTrackingUrl(" DHL eCommerce ", "GM123")).toContain("dhl.com");
  });

  it("encodes the number, trims it, and gives no link without a known carrier or a number", () => {
    expect(carrierTrackingUrl("ups", " 1Z 99&x=1 ")).toBe("https://www.ups.com/track?tracknum=1Z%2099%26x%3D1");
    expect(carrierTrackingUrl("ontrac", "C123")).toBeNull();
    expect(carrierTrackingUrl(null, "9400")).toBeNull();
    expect(carrierTrackingUrl("usps", "  ")).toBeNull();
    expect(carrierTrackingUrl("usps", null)).toBeNull();
  });
});

describe("carrierName", () => {
  it("names each carrier as it writes itself, whatever spelling the record holds; others upper-cased, none a dash", () => {
    expect(["ups", "usps", "fedex", "dhl_express", "ontrac"].map(carrierName)).toEqual([
      "UPS",
      "USPS",
      "FedEx",
      "DHL Express",
      "OnTrac",
    ]);
    expect(["UPS", "FEDEX", "FedEx", "fedex", "DHL", "DHL Express"].map(carrierName)).toEqual([
      "UPS",
      "FedEx",
      "FedEx",
      "FedEx",
      "DHL Express",
      "DHL Express",
    ]);
    expect(carrierName("DHL eCommerce")).toBe("DHL eCommerce");
    expect(carrierName("lasership")).toBe("LASERSHIP");
    expect(carrierName(null)).toBe("—");
  });
});
