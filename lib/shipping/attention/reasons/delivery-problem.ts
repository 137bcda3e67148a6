import { and, inArray } from "drizzle-orm";
import { shipments } from "@/db/schema";
import { asSentence, liveLabel, type AttentionRule } from "../attention-rule";
import { DELIVERY_PROBLEMS } from "../candidates";

const SAID: Record<(typeof DELIVERY_PROBLEMS)[number], string> = {
  FAILURE: "The carrier could not deliver the package",
  RETURNED: "The package is being returned to the sender",
};

/** The carrier's tracking says FAILURE or RETURNED (CLARIFICATIONS 58): Track Again reads the track now. */
export const deliveryProblem: AttentionRule = {
  reason: "delivery",
  test: () => and(inArray(shipments.trackingStatus, [...DELIVERY_PROBLEMS]), liveLabel)!,
  finding({ shipment, events }) {
    const said = SAID[shipment.trackingStatus as keyof typeof SAID] ?? SAID.FAILURE;
    const details = shipment.trackingStatusDetails?.trim();
    return {
      sentence: asSentence(details ? `${said}: ${details}` : said),
      since: events?.problemAt ?? shipment.lastTrackedAt ?? shipment.createdAt,
      action: { kind: "Track Again" },
    };
  },
};
