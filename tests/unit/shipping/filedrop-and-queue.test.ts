import { describe, expect, it } from "vitest";
import { buildFiledropText } from "@/lib/shipping/freight/filedrop-text";
import {
  findQueuedOrder,
  printReviewKey,
  sortQueue,
  summarizeQueue,
  type QueueOrder,
} from "@/lib/shipping/desk/queue-order";

describe("the StarShip file drop text", () => {
  const input = {
    invoiceNumber: "S1000002.001",
    shipVia: "UPS GROUND",
    trackingNumber: "1Z12345E0205271688",
    totalFreight: 12.5,
    weight: 4.5,
    actualWeight: 4.38,
  };
  it("is a [SHIPMENT] and a [PKG001] section joined by \\n, prepaid without a bill account", () => {
    expect(buildFiledropText(input)).toBe(
      [
        "[SHIPMENT]",
        "OrdNum=S1000002.001",
        "Status=Save",
        "TotPkgs=1",
        "TotFreight=12.50",
        "TotHFee=0.00",
        "TotDValue=0.00",
        "TotCharges=12.50",
        "ShipVia=UPS GROUND",
        "[PKG001]",
        "TrackNum=1Z12345E0205271688",
        "BillFreight=Prepaid",
        "Weight=4.5",
        "Actual Weight=4.38",
        "PkgFreight=12.50",
        "HFee=0.00",
        "PkgCharges=12.50",
      ].join("\n"),
    );
  });
  it("bills the customer's account when one is given", () => {
    const text = buildFiledropText({ ...input, billAccount: "A12345" });
    expect(text).toContain("BillFreight=BillToCustomer");
    expect(text.endsWith("\nBillAccnt=A12345")).toBe(true);
  });
});

const row = (over: Partial<QueueOrder>): QueueOrder => ({
  invoiceNumber: "S1.001",
  orderId: "S1",
  generationId: "1",
  shipDate: "2026-11-18",
  poNumber: null,
  shipToId: null,
  shipToName: null,
  shipVia: "UPS GROUND",
  termsCode: "NET30",
  balanceDue: 0,
  printReviewStatus: "",
  ...over,
});

describe("the queue", () => {
  const rows = [
    row({ invoiceNumber: "S1.001", orderId: "S1", shipDate: "2026-11-10", termsCode: "COD", balanceDue: 40 }),
    row({ invoiceNumber: "S2.001", orderId: "S2", shipDate: "2026-11-19" }),
    row({ invoiceNumber: "S3.002", orderId: "S3", generationId: "2", shipDate: null, termsCode: "COD", balanceDue: 0 }),
  ];
  it("sorts by ship date descending, undated last", () => {
    expect(sortQueue(rows).map((r) => r.invoiceNumber)).toEqual(["S2.001", "S1.001", "S3.002"]);
  });
  it("PRINT.REVIEW keys are {invoice}.{4-digit generation}", () => {
    expect(printReviewKey("S1000002", "1")).toBe("S1000002.0001");
    expect(printReviewKey("S1000004", "12")).toBe("S1000004.0012");
    expect(printReviewKey("S1000004", null)).toBeNull();
  });
  it("finds a scan trimmed and upper-cased, by invoice or by order with one queued generation", () => {
    expect(findQueuedOrder(rows, "  s2.001 ")?.invoiceNumber).toBe("S2.001");
    expect(findQueuedOrder(rows, "s3")?.invoiceNumber).toBe("S3.002");
    expect(findQueuedOrder(rows, "S9.001")).toBeNull();
    expect(findQueuedOrder(rows, "   ")).toBeNull();
  });
  it("sums up the queue size, the oldest order's age and the COD holds", () => {
    expect(summarizeQueue(rows, ["COD"], new Date("2026-11-20T12:00:00Z"))).toEqual({
      queueSize: 3,
      oldestAgeDays: 10,
      codHolds: 1,
    });
    expect(summarizeQueue([], ["COD"])).toEqual({ queueSize: 0, oldestAgeDays: null, codHolds: 0 });
  });
});
