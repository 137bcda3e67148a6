import { describe, expect, it } from "vitest";
import { progressLine, progressStepIndex, PROGRESS_STEPS } from "@/lib/shipping/tracking/delivery-progress";
import { INTERNAL_STATUSES } from "@/lib/shipping/tracking/internal-status";
import {
  shipmentStatusWord,
  statusDetail,
  statusLabel,
  STATUS_WORD_KEYS,
  trackEventLabel,
} from "@/lib/shipping/tracking/status-text";

describe("statusLabel", () => {
  it("gives every internal status a label people read, never the stored value", () => {
    for (const status of INTERNAL_STATUSES) expect(statusLabel(status)).not.toMatch(/_|^[A-Z ]+$/);
    expect(statusLabel("LABEL_PURCHASED")).toBe("Label created");
    expect(statusLabel("OUT_FOR_DELIVERY")).toBe("Out for delivery");
  });

  it("has exactly CLARIFICATIONS 66's ten words, one per status: Created and Label created are one", () => {
    expect(STATUS_WORD_KEYS.map(statusLabel)).toEqual([
      "Label created",
      "Shipped",
      "In transit",
      "Out for delivery",
      "Delivered",
      "Delivery problem",
      "Returned",
      "Voided",
      "Refund pending",
      "Refund refused",
    ]);
    expect(new Set(INTERNAL_STATUSES.map(statusLabel)).size).toBe(INTERNAL_STATUSES.length - 1);
    expect(statusLabel("CREATED")).toBe("Label created");
  });

  it("reads an unknown status without underscores, and none as a dash", () => {
    expect(statusLabel("HELD_AT_DEPOT")).toBe("HELD AT DEPOT");
    expect(statusLabel(null)).toBe("—");
  });
});

describe("shipmentStatusWord", () => {
  it("reads a void by its refund: pending while Shippo holds it, Voided once made, Refund refused when refused", () => {
    expect(statusLabel(shipmentStatusWord({ internalStatus: "VOIDED", refundStatus: "PENDING" }))).toBe(
      "Refund pending",
    );
    expect(statusLabel(shipmentStatusWord({ internalStatus: "VOIDED", refundStatus: "QUEUED" }))).toBe(
      "Refund pending",
    );
    expect(statusLabel(shipmentStatusWord({ internalStatus: "VOIDED", refundStatus: "SUCCESS" }))).toBe("Voided");
    expect(statusLabel(shipmentStatusWord({ internalStatus: "IN_TRANSIT", refundStatus: "ERROR" }))).toBe(
      "Refund refused",
    );
    expect(statusLabel(shipmentStatusWord({ internalStatus: "CREATED", refundStatus: null }))).toBe("Label created");
  });

  it("shows the carrier's words beside the status only when they say more than a code", () => {
    expect(statusDetail("TRANSIT")).toBeNull();
    expect(statusDetail("VOIDED")).toBeNull();
    expect(statusDetail("Arrived at USPS facility")).toBe("Arrived at USPS facility");
  });
});

describe("trackEventLabel", () => {
  it("reads Shippo's event statuses as the chip reads the status they lead to", () => {
    expect(trackEventLabel("PRE_TRANSIT")).toBe("Label created");
    expect(trackEventLabel("TRANSIT")).toBe("In transit");
    expect(trackEventLabel("DELIVERED")).toBe("Delivered");
    expect(trackEventLabel("FAILURE")).toBe("Delivery problem");
    expect(trackEventLabel("UNKNOWN")).toBe("Update");
  });
});

describe("progressLine", () => {
  it("has the five steps in order", () => {
    expect(PROGRESS_STEPS).toEqual(["Label", "Shipped", "In transit", "Out for delivery", "Delivered"]);
  });

  it("marks the steps before the current one done and the rest upcoming", () => {
    expect(progressLine("IN_TRANSIT").map((s) => s.state)).toEqual(["done", "done", "current", "upcoming", "upcoming"]);
    expect(progressLine("LABEL_PURCHASED")[0]).toEqual({ step: "Label", state: "current" });
    expect(progressLine("DELIVERED").map((s) => s.state)).toEqual(["done", "done", "done", "done", "current"]);
  });

  it("maps each status on the line to its step", () => {
    expect(
      ["CREATED", "LABEL_PURCHASED", "SHIPPED", "IN_TRANSIT", "OUT_FOR_DELIVERY", "DELIVERED"].map(progressStepIndex),
    ).toEqual([0, 0, 1, 2, 3, 4]);
  });

  it("marks no step for a voided label or a status it does not know", () => {
    for (const status of ["VOIDED", "SOMETHING", null]) {
      expect(progressStepIndex(status)).toBeNull();
      expect(progressLine(status).every((s) => s.state === "upcoming")).toBe(true);
    }
  });

  it("shows how far a delivery problem or a return got, never a line of grey dots", () => {
    expect(progressLine("EXCEPTION", ["PRE_TRANSIT", "TRANSIT", "FAILURE"]).map((s) => s.state)).toEqual([
      "done",
      "done",
      "stopped",
      "upcoming",
      "upcoming",
    ]);
    expect(progressLine("EXCEPTION").map((s) => s.state)).toEqual([
      "stopped",
      "upcoming",
      "upcoming",
      "upcoming",
      "upcoming",
    ]);
    expect(progressLine("RETURNED", ["TRANSIT", "RETURNED"])[2]).toEqual({ step: "In transit", state: "stopped" });
  });
});
