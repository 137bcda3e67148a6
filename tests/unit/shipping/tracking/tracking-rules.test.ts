import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deriveTrackingState, isOverdue, type TrackingState } from "@/lib/shipping/tracking/derive-tracking-state";
import { internalStatusOf } from "@/lib/shipping/tracking/internal-status";
import { toTrackEvent, trackEventKey, type TrackEvent } from "@/lib/shipping/tracking/track-event";
import { verifyShippoSignature } from "@/lib/shipping/tracking/verify-signature";
import { createHmac } from "node:crypto";

const ev = (over: Partial<TrackEvent> & { status: string }, i = 0): TrackEvent => ({
  objectId: `ts_${i}`,
  statusDetails: "",
  statusDate: new Date(Date.UTC(2026, 0, 1, i)).toISOString(),
  substatus: null,
  location: null,
  ...over,
});
const sub = (code: string, actionRequired = false) => ({ code, text: code.replace(/_/g, " "), actionRequired });
const fresh: TrackingState = {
  internalStatus: "LABEL_PURCHASED",
  statusDisplay: "LABEL_PURCHASED",
  needsAttention: false,
  deliveryDate: null,
  lastEventAt: null,
};

describe("internalStatus from Shippo tracking (CLARIFICATIONS 22)", () => {
  it.each([
    ["PRE_TRANSIT", null, "LABEL_PURCHASED"],
    ["TRANSIT", "package_accepted", "SHIPPED"],
    ["PACKAGE_ACCEPTED", null, "SHIPPED"],
    ["TRANSIT", "package_departed", "IN_TRANSIT"],
    ["IN_TRANSIT", null, "IN_TRANSIT"],
    ["TRANSIT", "out_for_delivery", "OUT_FOR_DELIVERY"],
    ["OUT_FOR_DELIVERY", null, "OUT_FOR_DELIVERY"],
    ["DELIVERED", "delivered", "DELIVERED"],
    ["RETURNED", "return_to_sender", "RETURNED"],
    ["FAILURE", "package_lost", "EXCEPTION"],
    ["EXCEPTION", null, "EXCEPTION"],
    ["UNKNOWN", null, null],
  ])("%s / %s → %s", (status, code, expected) => {
    expect(internalStatusOf({ status, substatus: code ? sub(code) : null })).toBe(expected);
  });
});

describe("the tracking state from the history", () => {
  const life = [
    ev({ status: "PRE_TRANSIT", substatus: sub("information_received") }, 0),
    ev({ status: "TRANSIT", substatus: sub("package_accepted") }, 1),
    ev({ status: "TRANSIT", statusDetails: "Departed", substatus: null }, 2),
    ev({ status: "TRANSIT", substatus: sub("out_for_delivery") }, 3),
    ev({ status: "DELIVERED", substatus: sub("delivered") }, 4),
  ];

  it("follows the newest event, sets the delivery date and the display text", () => {
    const s = deriveTrackingState(life, fresh);
    expect(s.internalStatus).toBe("DELIVERED");
    expect(s.deliveryDate).toBe(life[4].statusDate);
    expect(s.statusDisplay).toBe("delivered");
  });

  it("displays the substatus text, else the carrier status (not its details), else internalStatus (CLARIFICATIONS 22)", () => {
    expect(deriveTrackingState(life.slice(0, 4), fresh).statusDisplay).toBe("out for delivery");
    expect(deriveTrackingState(life.slice(0, 3), fresh).statusDisplay).toBe("TRANSIT");
    expect(
      deriveTrackingState([ev({ status: "PACKAGE_ACCEPTED", statusDetails: "Accepted at the counter" })], fresh)
        .statusDisplay,
    ).toBe("PACKAGE_ACCEPTED");
  });

  it("gives the same answer whatever order or repetition the events arrive in", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 40 }), (picks) => {
        // The store keeps one event per key, as the shipment_events table does.
        let state = fresh;
        const history = new Map<string, TrackEvent>();
        for (const i of picks) {
          history.set(trackEventKey(life[i]), life[i]);
          state = deriveTrackingState([...history.values()], state);
        }
        const newest = Math.max(...picks);
        expect(history.size).toBe(new Set(picks).size);
        expect(state.internalStatus).toBe(deriveTrackingState(life.slice(0, newest + 1), fresh).internalStatus);
      }),
    );
  });

  it("never moves back: an older event, an unknown status, or anything but a final status after delivery", () => {
    const delivered = deriveTrackingState(life, fresh);
    expect(deriveTrackingState([life[1]], delivered).internalStatus).toBe("DELIVERED");
    expect(deriveTrackingState([ev({ status: "TRANSIT" }, 9)], delivered).internalStatus).toBe("DELIVERED");
    const inTransit = deriveTrackingState(life.slice(0, 3), fresh);
    expect(deriveTrackingState([...life.slice(0, 3), ev({ status: "UNKNOWN" }, 8)], inTransit)).toEqual(inTransit);
    expect(deriveTrackingState([], fresh)).toEqual(fresh);
  });

  it("flags a shipment that needs attention", () => {
    const s = deriveTrackingState([ev({ status: "FAILURE", substatus: sub("package_lost", true) }, 1)], fresh);
    expect(s).toMatchObject({ internalStatus: "EXCEPTION", needsAttention: true });
  });

  it("is overdue after the ETA unless delivered or returned", () => {
    const now = new Date("2026-02-01T00:00:00Z");
    expect(isOverdue("2026-01-31T00:00:00Z", "IN_TRANSIT", now)).toBe(true);
    expect(isOverdue("2026-01-31T00:00:00Z", "DELIVERED", now)).toBe(false);
    expect(isOverdue("2026-02-02T00:00:00Z", "IN_TRANSIT", now)).toBe(false);
    expect(isOverdue(null, "IN_TRANSIT", now)).toBe(false);
  });
});

describe("events from the wire and from the SDK", () => {
  it("read the same, nulls and all, and dedupe on object_id or on (number, status, date)", () => {
    const wire = toTrackEvent({
      object_id: "ts_1",
      status: "TRANSIT",
      status_details: "x",
      status_date: "2026-01-01T00:00:00Z",
      location: null,
      substatus: null,
    });
    const sdk = toTrackEvent({
      objectId: "ts_1",
      status: "TRANSIT",
      statusDetails: "x",
      statusDate: new Date("2026-01-01T00:00:00Z"),
    });
    expect(wire).toEqual(sdk);
    expect(trackEventKey(wire)).toBe("ts_1");
    expect(trackEventKey({ ...wire, objectId: null })).toBe("TRANSIT:2026-01-01T00:00:00.000Z");
  });
});

describe("Shippo-Auth-Signature", () => {
  const body = '{"event":"track_updated"}';
  const sign = (t: number, secret = "s3cret") =>
    `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}`;
  const now = 1_800_000_000;

  it("accepts the right HMAC within five minutes and nothing else", () => {
    expect(verifyShippoSignature({ header: sign(now), body, secret: "s3cret", now })).toBe(true);
    expect(verifyShippoSignature({ header: sign(now, "other"), body, secret: "s3cret", now })).toBe(false);
    expect(verifyShippoSignature({ header: sign(now), body: `${body} `, secret: "s3cret", now })).toBe(false);
    expect(verifyShippoSignature({ header: sign(now - 301), body, secret: "s3cret", now })).toBe(false);
    expect(verifyShippoSignature({ header: null, body, secret: "s3cret", now })).toBe(false);
    expect(verifyShippoSignature({ header: "t=abc,v1=zz", body, secret: "s3cret", now })).toBe(false);
  });
});
