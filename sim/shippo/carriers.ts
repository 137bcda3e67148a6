// The carriers and service levels the stand-in quotes, with the price-table parameters each one uses.

export type CarrierToken = "usps" | "ups" | "fedex" | "dhl_express";

export interface Service {
  token: string;
  name: string;
  terms: string;
  durationTerms: string;
  /** Days in transit for a zone (1..8). */
  days: (zone: number) => number;
  base: number;
  perZone: number;
  perLb: number;
  perLbPerZone: number;
  arrivesBy?: string;
  /** UPS tracking numbers carry a service code in positions 9-10. */
  upsCode?: string;
}

export interface Carrier {
  token: CarrierToken;
  provider: string;
  name: string;
  maxLb: number;
  /** Dimensional-weight divisor (cubic inches per pound). */
  dimDivisor: number;
  /** USPS only applies dimensional weight above one cubic foot. */
  dimMinCubicIn: number;
  /** Longest side above which an oversize/handling surcharge applies. */
  oversizeIn: number;
  oversizeFee: number;
  /** Per parcel delivered to a residence (`address_to.is_residential: true`); USPS charges none. */
  residentialFee: number;
  /** Bills a label to another party's account (Shippo's `extra.billing`: UPS and FedEx). */
  thirdPartyBilling: boolean;
  domestic: boolean;
  colors: { bg: [number, number, number]; fg: [number, number, number]; mark: string };
  services: Service[];
}

const ground = (zone: number) => Math.min(5, Math.max(1, Math.ceil(zone * 0.65)));

export const CARRIERS: Carrier[] = [
  {
    token: "usps",
    provider: "USPS",
    name: "USPS",
    maxLb: 70,
    dimDivisor: 166,
    dimMinCubicIn: 1728,
    oversizeIn: 22,
    oversizeFee: 4,
    residentialFee: 0,
    thirdPartyBilling: false,
    domestic: true,
    colors: { bg: [0x33, 0x33, 0x66], fg: [255, 255, 255], mark: "USPS" },
    services: [
      {
        token: "usps_ground_advantage",
        name: "Ground Advantage",
        terms: "",
        durationTerms: "Delivery in 2 to 5 business days.",
        days: (z) => (z <= 2 ? 2 : z <= 4 ? 3 : z <= 6 ? 4 : 5),
        base: 5.2,
        perZone: 0.45,
        perLb: 0.9,
        perLbPerZone: 0.15,
      },
      {
        token: "usps_priority",
        name: "Priority Mail",
        terms: "",
        durationTerms: "Delivery within 1, 2, or 3 days based on where your package started and where it's being sent.",
        days: (z) => (z <= 3 ? 1 : z <= 5 ? 2 : 3),
        base: 8.5,
        perZone: 0.7,
        perLb: 1.4,
        perLbPerZone: 0.22,
      },
      {
        token: "usps_priority_express",
        name: "Priority Mail Express",
        terms: "",
        durationTerms: "Overnight delivery to most U.S. locations.",
        days: (z) => (z <= 5 ? 1 : 2),
        base: 28.75,
        perZone: 1.6,
        perLb: 2.6,
        perLbPerZone: 0.4,
        arrivesBy: "18:00:00",
      },
    ],
  },
  {
    token: "ups",
    provider: "UPS",
    name: "UPS",
    maxLb: 150,
    dimDivisor: 139,
    dimMinCubicIn: 0,
    oversizeIn: 48,
    oversizeFee: 15,
    residentialFee: 5.85,
    thirdPartyBilling: true,
    domestic: true,
    colors: { bg: [0x35, 0x1c, 0x15], fg: [0xff, 0xb5, 0x00], mark: "UPS" },
    services: [
      {
        token: "ups_ground",
        name: "Ground",
        terms: "",
        durationTerms: "Delivery times vary. Delivered usually in 1-5 business days.",
        days: ground,
        base: 10.2,
        perZone: 0.6,
        perLb: 1.05,
        perLbPerZone: 0.18,
        upsCode: "03",
      },
      {
        token: "ups_3_day_select",
        name: "3 Day Select®",
        terms: "",
        durationTerms: "Delivery by the end of the third business day.",
        days: (z) => Math.min(3, ground(z)),
        base: 16.4,
        perZone: 1.1,
        perLb: 1.6,
        perLbPerZone: 0.3,
        upsCode: "12",
      },
      {
        token: "ups_second_day_air",
        name: "2nd Day Air®",
        terms: "",
        durationTerms: "Delivery by the end of the second business day.",
        days: (z) => Math.min(2, ground(z)),
        base: 21.9,
        perZone: 1.45,
        perLb: 2.1,
        perLbPerZone: 0.38,
        upsCode: "02",
      },
      {
        token: "ups_next_day_air",
        name: "Next Day Air®",
        terms: "",
        durationTerms: "Next business day delivery by 10:30 a.m., 12:00 noon, or end of day, depending on destination.",
        days: () => 1,
        base: 38.5,
        perZone: 2.3,
        perLb: 3.2,
        perLbPerZone: 0.55,
        arrivesBy: "10:30:00",
        upsCode: "01",
      },
    ],
  },
  {
    token: "fedex",
    provider: "FedEx",
    name: "FedEx",
    maxLb: 150,
    dimDivisor: 139,
    dimMinCubicIn: 0,
    oversizeIn: 48,
    oversizeFee: 16.5,
    residentialFee: 5.95,
    thirdPartyBilling: true,
    domestic: true,
    colors: { bg: [0x4d, 0x14, 0x8c], fg: [0xff, 0x66, 0x00], mark: "FEDEX" },
    services: [
      {
        token: "fedex_ground",
        name: "Ground",
        terms: "",
        durationTerms: "1-5 business days (not including weekends).",
        days: ground,
        base: 10.05,
        perZone: 0.62,
        perLb: 1.02,
        perLbPerZone: 0.19,
      },
      {
        token: "fedex_express_saver",
        name: "Express Saver®",
        terms: "",
        durationTerms: "Delivery by 4:30 p.m. in 3 business days.",
        days: (z) => Math.min(3, ground(z)),
        base: 17.1,
        perZone: 1.05,
        perLb: 1.7,
        perLbPerZone: 0.31,
      },
      {
        token: "fedex_2_day",
        name: "2Day®",
        terms: "",
        durationTerms: "Delivery by 4:30 p.m. in 2 business days.",
        days: (z) => Math.min(2, ground(z)),
        base: 22.6,
        perZone: 1.5,
        perLb: 2.2,
        perLbPerZone: 0.4,
      },
      {
        token: "fedex_standard_overnight",
        name: "Standard Overnight®",
        terms: "",
        durationTerms: "Next business day by 3 p.m. to most areas.",
        days: () => 1,
        base: 36.9,
        perZone: 2.2,
        perLb: 3.1,
        perLbPerZone: 0.52,
        arrivesBy: "15:00:00",
      },
    ],
  },
  {
    token: "dhl_express",
    provider: "DHL Express",
    name: "DHL Express",
    maxLb: 150,
    dimDivisor: 139,
    dimMinCubicIn: 0,
    oversizeIn: 48,
    oversizeFee: 20,
    residentialFee: 0,
    thirdPartyBilling: false,
    // DHL Express does not carry parcels within the US; it only answers with a message.
    domestic: false,
    colors: { bg: [0xff, 0xcc, 0x00], fg: [0xd4, 0x05, 0x11], mark: "DHL" },
    services: [],
  },
];

export function carrierByToken(token: string): Carrier | undefined {
  return CARRIERS.find((c) => c.token === token.toLowerCase());
}

export function serviceByToken(token: string): { carrier: Carrier; service: Service } | undefined {
  for (const carrier of CARRIERS) {
    const service = carrier.services.find((s) => s.token === token);
    if (service) return { carrier, service };
  }
  return undefined;
}
