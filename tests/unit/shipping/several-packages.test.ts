import { describe, expect, it } from "vitest";
import { buildFiledropText } from "@/lib/shipping/freight/filedrop-text";
import { postFreightSchema } from "@/lib/shipping/freight/schemas";
import { packageNumbers, packageShares, parcelOf, sumMoney } from "@/lib/shipping/labels/multi-piece";
import { ratesRequestSchema, shipFromStationSchema } from "@/lib/shipping/labels/schemas";
import { reversalDrop } from "@/lib/shipping/voids/reversal-values";

const address = { name: "A", street1: "1 Main St", city: "Nashville", state: "TN", zip: "37201" };
const parcel = { length: 12, width: 10, height: 8, weight: 4.5 };

describe("a shipment of several packages: money and numbering", () => {
  it("splits a multi-piece rate into package shares that add up to it, the odd cents on the first packages", () => {
    expect(packageShares(19.87, 2)).toEqual([9.94, 9.93]);
    expect(packageShares(10, 3)).toEqual([3.34, 3.33, 3.33]);
    expect(sumMoney(packageShares(123.45, 7))).toBe(123.45);
    expect(packageShares(8.5, 1)).toEqual([8.5]);
  });

  it("adds money to the cent", () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([9.94, 9.93, 12.01])).toBe(31.88);
    expect(sumMoney([])).toBe(0);
  });

  it("numbers the packages after those the invoice already shipped", () => {
    expect(packageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(packageNumbers(3, 2)).toEqual([3, 4]);
  });

  it("finds each package's parcel of a multi-piece quote, and the one parcel otherwise", () => {
    const big = { ...parcel, weight: 20 };
    expect(parcelOf({ parcel, parcels: [parcel, big] }, 1)).toEqual(big);
    expect(parcelOf({ parcel, parcels: null }, 0)).toEqual(parcel);
  });
});

describe("several packages at the API's edge", () => {
  it("rates one parcel (the spec's call) or several; none, or more than ten, is refused", () => {
    const one = ratesRequestSchema.parse({ invoiceNumber: "S1.001", addressFrom: address, addressTo: address, parcel });
    expect(one.parcels).toEqual([parcel]);
    const base = { invoiceNumber: "S1.001", addressFrom: address, addressTo: address };
    expect(ratesRequestSchema.parse({ ...base, parcels: [parcel, parcel] }).parcels).toHaveLength(2);
    expect(ratesRequestSchema.safeParse(base).error?.issues[0].message).toBe("Add a package first.");
    expect(ratesRequestSchema.safeParse({ ...base, parcels: Array(11).fill(parcel) }).error?.issues[0].message).toBe(
      "At most 10 packages ship together.",
    );
  });

  it("a label request names how many packages, one by default", () => {
    const body = { shippoData: { rateId: "r1" }, shipmentData: { invoiceNumber: "S1.001", packageNumber: 2 } };
    expect(shipFromStationSchema.parse(body).shipmentData.packages).toBe(1);
    const each = { ...body, shippoData: { rateId: "r1", packageRates: ["r1", "r2"] } };
    expect(shipFromStationSchema.parse(each).shippoData.packageRates).toEqual(["r1", "r2"]);
  });

  it("freight names every tracking number once, the first being trackingNumber", () => {
    const body = { invoiceNumber: "S1.001", trackingNumber: "T1", weight: 4 };
    expect(postFreightSchema.safeParse({ ...body, trackingNumbers: ["T1", "T2"] }).success).toBe(true);
    expect(postFreightSchema.safeParse({ ...body, trackingNumbers: ["T2", "T1"] }).success).toBe(false);
    expect(postFreightSchema.safeParse({ ...body, trackingNumbers: ["T1", "T1"] }).success).toBe(false);
  });
});

describe("the file drop of several packages", () => {
  const drop = {
    invoiceNumber: "S1000002.001",
    shipVia: "UPS GROUND",
    trackingNumber: "1ZA",
    totalFreight: 19.87,
    weight: 4.5,
    actualWeight: 4.4,
    pieces: [
      { trackingNumber: "1ZA", weight: 4.5, actualWeight: 4.4, freight: 9.94 },
      { trackingNumber: "1ZB", weight: 18, actualWeight: 18, freight: 9.93 },
    ],
  };

  it("carries the total once and a section per package with its tracking number", () => {
    const text = buildFiledropText(drop);
    expect(text).toContain("TotPkgs=2\nTotFreight=19.87");
    expect(text).toContain(
      "[PKG001]\nTrackNum=1ZA\nBillFreight=Prepaid\nWeight=4.5\nActual Weight=4.4\nPkgFreight=9.94",
    );
    expect(text).toContain("[PKG002]\nTrackNum=1ZB\nBillFreight=Prepaid\nWeight=18\nActual Weight=18\nPkgFreight=9.93");
  });

  it("refuses a package's tracking number that would break the file", () => {
    const bad = { ...drop, pieces: [drop.pieces[0], { ...drop.pieces[1], trackingNumber: "1ZB\nTotFreight=0" }] };
    expect(() => buildFiledropText(bad)).toThrow("Tracking Number contains characters a file drop cannot carry");
  });

  it("a void's reversal drop takes back every package's freight", () => {
    const back = reversalDrop(drop);
    expect(back.totalFreight).toBe(-19.87);
    expect(back.pieces!.map((p) => p.freight)).toEqual([-9.94, -9.93]);
  });
});
