import { and, isNotNull, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import { shipmentEvents, shipments } from "@/db/schema";
import { liveLabel, minutesBefore, type AttentionRule } from "../attention-rule";
import { DELIVERY_PROBLEMS } from "../candidates";
import { SILENT_DAYS } from "../thresholds";

const SILENT_MINUTES = SILENT_DAYS * 24 * 60;

/**
 * No tracking event for SILENT_DAYS after the label while not delivered (CLARIFICATIONS 58): the parcel may never
 * have been handed over, or its scans stopped. A delivery problem is listed as such instead.
 */
export const noScan: AttentionRule = {
  reason: "no-scan",
  test(now) {
    const cutoff = minutesBefore(now, SILENT_MINUTES);
    return and(
      isNotNull(shipments.trackingNumber),
      notInArray(shipments.internalStatus, ["DELIVERED", "RETURNED", "VOIDED"]),
      or(isNull(shipments.trackingStatus), notInArray(shipments.trackingStatus, [...DELIVERY_PROBLEMS])),
      liveLabel,
      lt(shipments.createdAt, cutoff),
      sql`not exists (select 1 from ${shipmentEvents} where ${shipmentEvents.shipmentId} = ${shipments.id} and coalesce(${shipmentEvents.statusDate}, ${shipmentEvents.createdAt}) >= ${cutoff.toISOString()}::timestamptz)`,
    )!;
  },
  finding: ({ shipment, events }) => ({
    sentence: events?.lastAt
      ? `No tracking event for more than ${SILENT_DAYS} days.`
      : `No tracking event in the ${SILENT_DAYS} days since the label was bought.`,
    since: events?.lastAt ?? shipment.createdAt,
    action: { kind: "Track Again" },
  }),
};
