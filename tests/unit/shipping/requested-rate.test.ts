import { describe, expect, it } from "vitest";
import { otherCarrier, requestedRate, type RateService } from "@/lib/shipping/desk/requested-rate";
import { SHIP_VIAS } from "@/sim/erp/data/org";
import { CARRIERS } from "@/sim/shippo/carriers";
import { quote } from "@/sim/shippo/rates";

type Rate = RateService & { amount: number };

/** The rates the Shippo stand-in quotes for a 3 lb box from Nashville to Memphis, cheapest first (as Get Rates lists them). */
const RATES: Rate[] = quote(
  { zip: "37210", state: "TN", country: "US" },
  { zip: "38103", state: "TN", country: "US" },
  [{ length: 12, width: 10, height: 8, distanceUnit: "in", weight: 3, massUnit: "lb" }],
  CARRIERS.map((c) => ({ id: `acct_${c.token}`, carrier: c.token })),
)
  .quotes.map((q) => ({
    provider: q.provider,
    serviceLevelName: q.service.name,
    serviceLevelToken: q.service.token,
    amount: q.amount,
  }))
  .sort((a, b) => a.amount - b.amount);

const named = (r: RateService | null) => (r ? `${r.provider} ${r.serviceLevelName}` : null);

describe("requestedRate: the rate an order's ship via asks for (issue 27)", () => {
  it("the stand-in quotes its cheapest rate with another carrier than UPS, which is why the match matters", () => {
    expect(RATES[0].provider).toBe("USPS");
  });

  // Every ship via the ERP stand-in knows, against the stand-in's rates.
  it.each([
    ["UPS GROUND", "UPS Ground"],
    ["UPS NEXT DAY AIR", "UPS Next Day Air®"],
    ["UPS 2ND DAY AIR", "UPS 2nd Day Air®"],
    ["UPS 3 DAY SELECT", "UPS 3 Day Select®"],
    ["FEDEX GROUND", "FedEx Ground"],
    ["FEDEX 2DAY", "FedEx 2Day®"],
    ["FEDEX EXPRESS SAVER", "FedEx Express Saver®"],
    // The stand-in offers FedEx Standard Overnight only: an overnight of another kind is not the one asked for.
    ["FEDEX PRIORITY OVERNIGHT", null],
    // Priority Mail, not Priority Mail Express.
    ["USPS PRIORITY", "USPS Priority Mail"],
    ["BEST WAY", null],
    ["OUR TRUCK", null],
    ["WILL CALL", null],
    ["COUNTER", null],
    ["COMMON CARRIER", null],
    ["SAIA LTL", null],
    ["ESTES LTL", null],
    ["R+L CARRIERS", null],
    ["VENDOR DIRECT", null],
  ])("%s → %s", (shipVia, expected) => {
    expect(named(requestedRate(shipVia, RATES))).toBe(expected);
  });

  it("covers every ship via of the ERP stand-in", () => {
    expect(SHIP_VIAS.map((v) => v.id).sort()).toEqual(
      [
        "UPS GROUND",
        "UPS NEXT DAY AIR",
        "UPS 2ND DAY AIR",
        "UPS 3 DAY SELECT",
        "FEDEX GROUND",
        "FEDEX 2DAY",
        "FEDEX EXPRESS SAVER",
        "FEDEX PRIORITY OVERNIGHT",
        "USPS PRIORITY",
        "BEST WAY",
        "OUR TRUCK",
        "WILL CALL",
        "COUNTER",
        "COMMON CARRIER",
        "SAIA LTL",
        "ESTES LTL",
        "R+L CARRIERS",
        "VENDOR DIRECT",
      ].sort(),
    );
  });

  it("reads a ship via as typed: case, spacing, Fed Ex in two words", () => {
    expect(named(requestedRate("  ups   ground ", RATES))).toBe("UPS Ground");
    expect(named(requestedRate("Fed Ex 2Day", RATES))).toBe("FedEx 2Day®");
    expect(named(requestedRate("UPS SECOND DAY AIR", RATES))).toBe("UPS 2nd Day Air®");
  });

  it("matches a rate by its service token when Shippo sends no name", () => {
    const tokenOnly = [{ provider: "UPS", serviceLevelName: "", serviceLevelToken: "ups_second_day_air" }];
    expect(requestedRate("UPS 2ND DAY AIR", tokenOnly)).toBe(tokenOnly[0]);
  });

  it("the same service of another carrier is not the one asked for", () => {
    const fedexOnly = RATES.filter((r) => r.provider === "FedEx");
    expect(requestedRate("UPS GROUND", fedexOnly)).toBeNull();
  });

  it("a carrier without a service, no ship via, or no rates match nothing", () => {
    expect(requestedRate("UPS", RATES)).toBeNull();
    expect(requestedRate(null, RATES)).toBeNull();
    expect(requestedRate("", RATES)).toBeNull();
    expect(requestedRate("UPS GROUND", [])).toBeNull();
    expect(requestedRate("UPS GROUND", null)).toBeNull();
  });

  it("of two rates with the service, the first (the cheapest) is the one", () => {
    const twice = RATES.filter((r) => r.serviceLevelToken === "ups_ground").flatMap((r) => [r, { ...r, amount: 99 }]);
    expect(requestedRate("UPS GROUND", twice)?.amount).toBe(twice[0].amount);
  });
});

describe("otherCarrier: shipping with a carrier the ship via does not name", () => {
  const usps = RATES.find((r) => r.provider === "USPS")!;
  const upsAir = RATES.find((r) => r.serviceLevelToken === "ups_next_day_air")!;
  it.each([
    ["UPS GROUND", usps, true],
    ["UPS GROUND", upsAir, false],
    ["FEDEX 2DAY", upsAir, true],
    ["USPS PRIORITY", usps, false],
    ["OUR TRUCK", usps, false],
    [null, usps, false],
  ] as const)("%s with %o → %s", (shipVia, rate, expected) => {
    expect(otherCarrier(shipVia, rate)).toBe(expected);
  });
});
