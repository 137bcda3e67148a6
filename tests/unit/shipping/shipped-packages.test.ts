import { describe, expect, it } from "vitest";
import { countLeftToShip } from "@/lib/shipping/desk/queue-order";
import {
  nextPackageNumber,
  shippedSentence,
  toQueueShippedDto,
  toShippedPackageDto,
  type ShippedPackageRow,
} from "@/lib/shipping/desk/shipped-package-dto";

const record = (over: Partial<ShippedPackageRow>): ShippedPackageRow => ({
  id: "0b6d3c52-1f0e-4d8e-9f56-2a8e1f1f0001",
  invoiceNumber: "S1.001",
  packageNumber: 1,
  trackingNumber: "1Z1",
  carrier: "ups",
  servicelevel: "Ground",
  costAmount: 12.5,
  costCurrency: "USD",
  labelUrl: "https://shippo.example/labels/1.pdf",
  labelFileType: null,
  refundStatus: null,
  refundMessage: null,
  ...over,
});

describe("an invoice's packages already shipped", () => {
  it("the queue gets their count and tracking numbers; a package without one still counts", () => {
    expect(toQueueShippedDto([record({}), record({ packageNumber: 2, trackingNumber: null })])).toEqual({
      count: 2,
      trackingNumbers: ["1Z1"],
    });
    expect(toQueueShippedDto([])).toEqual({ count: 0, trackingNumbers: [] });
  });

  it("a voided label (refund pending or done) no longer ships its package; a refused refund still does", () => {
    const voided = record({ packageNumber: 2, trackingNumber: "1Z2", refundStatus: "PENDING" });
    const refused = record({ packageNumber: 3, trackingNumber: "1Z3", refundStatus: "ERROR" });
    expect(toQueueShippedDto([record({}), voided, refused])).toEqual({ count: 2, trackingNumbers: ["1Z1", "1Z3"] });
  });

  it("the preparation screen gets carrier, service, tracking, cost and a label only at a web address", () => {
    expect(toShippedPackageDto(record({}))).toMatchObject({
      packageNumber: 1,
      carrier: "ups",
      servicelevel: "Ground",
      trackingNumber: "1Z1",
      cost: { amount: 12.5, currency: "USD" },
      labelUrl: "https://shippo.example/labels/1.pdf",
    });
    expect(toShippedPackageDto(record({ costAmount: null })).cost).toBeNull();
    // A label recorded before label formats is a PDF; Reprint prints a ZPL one.
    expect(toShippedPackageDto(record({})).labelFileType).toBe("PDF");
    expect(toShippedPackageDto(record({ labelFileType: "ZPLII" })).labelFileType).toBe("ZPLII");
    for (const labelUrl of ["javascript:alert(1)", "data:text/html,x", "not a url", null])
      expect(toShippedPackageDto(record({ labelUrl })).labelUrl).toBeNull();
  });

  it("Ship Another Package ships the one after the highest shipped", () => {
    expect(nextPackageNumber([])).toBe(1);
    expect(nextPackageNumber([{ packageNumber: 1 }, { packageNumber: 3 }])).toBe(4);
  });

  it("Ship Another Package ships a voided package again when its key is free (CLARIFICATIONS 45/54)", () => {
    expect(nextPackageNumber([{ packageNumber: 1, refundStatus: "SUCCESS" }, { packageNumber: 2 }])).toBe(1);
    // Package 1 was voided and bought again: its key is taken.
    const again = [{ packageNumber: 1, refundStatus: "SUCCESS" as const }, { packageNumber: 1 }];
    expect(nextPackageNumber(again)).toBe(2);
    expect(nextPackageNumber([{ packageNumber: 1, refundStatus: "ERROR" }])).toBe(2);
    // A refund still pending holds its key (CLARIFICATIONS 54 as changed): the next package is a new one.
    expect(nextPackageNumber([{ packageNumber: 1, refundStatus: "PENDING" }])).toBe(2);
  });

  it("the summary counts the invoices left to ship and those with a package shipped", () => {
    const row = (count: number) => ({ shipped: { count, trackingNumbers: [] } });
    expect(countLeftToShip([row(0), row(2), row(0), row(1)])).toEqual({ toShip: 2, shipped: 2 });
    expect(countLeftToShip([])).toEqual({ toShip: 0, shipped: 0 });
  });

  it("voids that agree (issue 37 item 6): the sentence counts what the queue counts, a voided label ships nothing", () => {
    const live = { refundStatus: null };
    const voided = { refundStatus: "SUCCESS" as const };
    const pending = { refundStatus: "PENDING" as const };
    const refused = { refundStatus: "ERROR" as const };
    expect(shippedSentence("Invoice S1.001", [live])).toBe("Invoice S1.001 is shipped.");
    expect(shippedSentence("Invoice S1.001", [live, live])).toBe("Invoice S1.001 is shipped: 2 packages.");
    // A refused refund leaves the label live.
    expect(shippedSentence("Invoice S1.001", [refused])).toBe("Invoice S1.001 is shipped.");
    expect(shippedSentence("Invoice S1.001", [voided])).toBe("Invoice S1.001 is not shipped: its label was voided.");
    expect(shippedSentence("Invoice S1.001", [voided, pending])).toBe(
      "Invoice S1.001 is not shipped: its 2 labels were voided.",
    );
    expect(shippedSentence("Invoice S1.001", [voided, live])).toBe(
      "Invoice S1.001 is shipped: 1 package (1 label voided).",
    );
    expect(shippedSentence("Shipment Samples", [live])).toBe("Shipment Samples is shipped.");
    // The queue's count of the same packages.
    const rows = [voided, live].map((r, i) => record({ ...r, packageNumber: 1, trackingNumber: `1Z${i}` }));
    expect(toQueueShippedDto(rows).count).toBe(1);
  });
});
