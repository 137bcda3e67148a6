import { describe, expect, it } from "vitest";
import { trackingHref } from "@/lib/shipping/tracking/invoices/tracking-href";

describe("trackingHref (CLARIFICATIONS 49)", () => {
  it("names the company on every link, with or without an invoice", () => {
    expect(trackingHref({ invoice: "S1000777.001", company: "EDS" })).toBe(
      "/invoice-tracking?invoiceNumber=S1000777.001&company=EDS",
    );
    expect(trackingHref({ company: "heritage" })).toBe("/invoice-tracking?company=heritage");
  });

  it("encodes what it is given and leaves out what is missing", () => {
    expect(trackingHref({ invoice: "A&B 1", company: "X-1" })).toBe(
      "/invoice-tracking?invoiceNumber=A%26B+1&company=X-1",
    );
    expect(trackingHref({ invoice: "S1", company: null })).toBe("/invoice-tracking?invoiceNumber=S1");
    expect(trackingHref({ company: null })).toBe("/invoice-tracking");
  });

  it("says testMode on a test label's link, which the look-up needs to show it", () => {
    expect(trackingHref({ invoice: "S1", company: "EDS", testMode: true })).toBe(
      "/invoice-tracking?invoiceNumber=S1&company=EDS&testMode=true",
    );
    expect(trackingHref({ invoice: "S1", company: "EDS", testMode: false })).toBe(
      "/invoice-tracking?invoiceNumber=S1&company=EDS",
    );
  });
});
