import { describe, expect, it } from "vitest";
import { holdAction, holdPreventedMessage, holdWarningMessage, matchingHold } from "@/lib/shipping/desk/hold-rule";
import { printReviewKeyOfInvoice } from "@/lib/shipping/desk/queue-order";
import { HOLD_DEFAULTS } from "@/lib/shipping/settings/settings-view";

describe("the print review hold rule (issue 27)", () => {
  it("holds every status starting with HOLD by default, case and spaces aside", () => {
    expect(matchingHold("HOLD - CREDIT", HOLD_DEFAULTS.values)).toBe("HOLD*");
    expect(matchingHold(" hold - pricing ", HOLD_DEFAULTS.values)).toBe("HOLD*");
    expect(matchingHold("HOLD", HOLD_DEFAULTS.values)).toBe("HOLD*");
    for (const status of ["REVIEWED", "OK TO SHIP", "ON HOLD", "", "Unknown", null, undefined]) {
      expect(matchingHold(status, HOLD_DEFAULTS.values), String(status)).toBeNull();
    }
  });

  it("matches a value without * exactly, and never reads a bare * as every status", () => {
    const values = ["HOLD - CREDIT", "REVIEW*", "*"];
    expect(matchingHold("hold - credit", values)).toBe("HOLD - CREDIT");
    expect(matchingHold("HOLD - CREDIT LIMIT", values)).toBeNull();
    expect(matchingHold("REVIEW PENDING", values)).toBe("REVIEW*");
    expect(matchingHold("OK TO SHIP", values)).toBeNull();
    expect(matchingHold("HOLD - CREDIT", [])).toBeNull();
  });

  it("blocks under prevent, asks under warn, opens everything else", () => {
    expect(holdAction("HOLD - CREDIT", { values: ["HOLD*"], policy: "prevent" })).toBe("block");
    expect(holdAction("HOLD - CREDIT", { values: ["HOLD*"], policy: "warn" })).toBe("warn");
    expect(holdAction("REVIEWED", { values: ["HOLD*"], policy: "prevent" })).toBe("open");
    expect(holdAction("", { values: ["HOLD*"], policy: "prevent" })).toBe("open");
  });

  it("names the invoice and the reason", () => {
    expect(holdWarningMessage("S1000005.001", "HOLD - CREDIT ")).toBe(
      "Invoice S1000005.001 is on hold in print review (HOLD - CREDIT). Continue with shipment?",
    );
    expect(holdPreventedMessage("S1000005.001", "HOLD - CREDIT")).toBe(
      "Invoice S1000005.001 is on hold in print review (HOLD - CREDIT). It cannot be shipped until the hold is released.",
    );
  });

  it("finds PRINT.REVIEW's key from a full invoice id, as the queue does from the order and generation", () => {
    expect(printReviewKeyOfInvoice("S1000005.001")).toBe("S1000005.0001");
    expect(printReviewKeyOfInvoice("s1000004.002")).toBe("S1000004.0002");
    expect(printReviewKeyOfInvoice("S1000004.0002")).toBe("S1000004.0002");
    expect(printReviewKeyOfInvoice("S1000005")).toBeNull();
    expect(printReviewKeyOfInvoice("MANUAL-1732600000000")).toBeNull();
  });
});
