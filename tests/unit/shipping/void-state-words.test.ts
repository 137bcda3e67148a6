import { describe, expect, it } from "vitest";
import { STATUS_WORDS } from "@/lib/shipping/tracking/status-text";
import { voidStateText } from "@/lib/shipping/voids/void-state";

// CLARIFICATIONS 66 (issue 37 item 6): a void's state is said in the one word the shipment's status uses everywhere.
describe("a void's state in words", () => {
  it("is Refund pending, Voided or Refund refused, with Shippo's reason beside the word, never in it", () => {
    const at = (refundStatus: "QUEUED" | "PENDING" | "SUCCESS" | "ERROR" | null, refundMessage: string | null = null) =>
      voidStateText({ refundStatus, refundMessage });
    expect(at(null)).toBeNull();
    expect(at("QUEUED")).toEqual({ word: "Refund pending", reason: null });
    expect(at("PENDING")).toEqual({ word: "Refund pending", reason: null });
    expect(at("SUCCESS")).toEqual({ word: "Voided", reason: null });
    expect(at("ERROR", "Already scanned.")).toEqual({ word: "Refund refused", reason: "Already scanned." });
    expect(at("ERROR")?.reason).toBe("Shippo did not refund the label.");
    const words = new Set(Object.values(STATUS_WORDS));
    for (const s of ["QUEUED", "SUCCESS", "ERROR"] as const) expect(words.has(at(s)!.word)).toBe(true);
  });
});
