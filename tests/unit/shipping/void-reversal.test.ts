// CLARIFICATIONS 55: what a void posts to take back a label's freight; 57: what a refused refund posts again where a
// void of the old code had taken it back, and what that label's next void takes back.
import { describe, expect, it } from "vitest";
import { buildFiledropText } from "@/lib/shipping/freight/filedrop-text";
import { filedropKey } from "@/lib/shipping/freight/write-filedrop";
import {
  postedAgainDrop,
  postedAgainLine,
  reversalAgainLine,
  reversalDrop,
  reversalLine,
} from "@/lib/shipping/voids/reversal-values";

const shipment = { carrier: "usps", trackingNumber: "9400111899223197428490" };
const drop = {
  invoiceNumber: "S1000002.001",
  shipVia: "UPS GROUND",
  trackingNumber: shipment.trackingNumber,
  totalFreight: 12.5,
  weight: 4.5,
  actualWeight: 4.4,
};

describe("freight reversal", () => {
  it("line item: the same product, quantity 1, the negative of the posted freight, VOID {carrier} {tracking}", () => {
    expect(reversalLine(shipment, "100001", 12.5)).toEqual({
      productId: "100001",
      quantity: 1,
      um: "ea",
      umQuantity: 1,
      unitPrice: -12.5,
      comments: "VOID usps 9400111899223197428490",
      commentsId: "1",
    });
  });

  it("file drop: the original's keys in the same order, every freight amount negative, nothing else changed", () => {
    const original = buildFiledropText(drop).split("\n");
    const reversal = buildFiledropText(reversalDrop(drop)).split("\n");
    expect(reversal.map((l) => l.split("=")[0])).toEqual(original.map((l) => l.split("=")[0]));
    expect(reversal).toContain("TotFreight=-12.50");
    expect(reversal).toContain("PkgFreight=-12.50");
    expect(reversal.filter((l, i) => l !== original[i])).toEqual([
      "TotFreight=-12.50",
      "TotCharges=-12.50",
      "PkgFreight=-12.50",
      "PkgCharges=-12.50",
    ]);
  });

  it("file drop: named {invoice}-{package}-VOID-{tracking}.txt beside the original", () => {
    expect(filedropKey("S1000002.001", 2, shipment.trackingNumber, "VOID")).toBe(
      "filedrop/S1000002.001-2-VOID-9400111899223197428490.txt",
    );
    expect(filedropKey("S1000002.001", 2, shipment.trackingNumber)).toBe(
      "filedrop/S1000002.001-2-9400111899223197428490.txt",
    );
  });

  it("posted again: the same product and the positive amount, REFUND REFUSED {carrier} {tracking}; the drop as posted", () => {
    expect(postedAgainLine(shipment, "100001", -12.5)).toMatchObject({
      productId: "100001",
      quantity: 1,
      unitPrice: 12.5,
      comments: "REFUND REFUSED usps 9400111899223197428490",
    });
    expect(buildFiledropText(postedAgainDrop(reversalDrop(drop)))).toBe(buildFiledropText(drop));
    expect(filedropKey("S1000002.001", 2, shipment.trackingNumber, "REFUSED")).toBe(
      "filedrop/S1000002.001-2-REFUSED-9400111899223197428490.txt",
    );
  });

  it("the next void of a label posted again: its own comment and drop name, so neither is taken for the first", () => {
    expect(reversalAgainLine(shipment, "100001", 12.5)).toMatchObject({
      unitPrice: -12.5,
      comments: "VOID AGAIN usps 9400111899223197428490",
    });
    expect(filedropKey("S1000002.001", 2, shipment.trackingNumber, "VOID-AGAIN")).toBe(
      "filedrop/S1000002.001-2-VOID-AGAIN-9400111899223197428490.txt",
    );
  });
});
