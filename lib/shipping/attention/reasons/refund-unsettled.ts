import { and, eq, lt } from "drizzle-orm";
import { shipments } from "@/db/schema";
import { asSentence, minutesBefore, type AttentionRule } from "../attention-rule";
import { REFUND_OPEN_HOURS } from "../thresholds";

/** A refund Shippo has held (QUEUED, PENDING) for more than REFUND_OPEN_HOURS: Void Again reads it from Shippo now. */
export const refundOpen: AttentionRule = {
  reason: "refund-open",
  test: (now) =>
    and(eq(shipments.moneyState, "voiding"), lt(shipments.moneyStateAt, minutesBefore(now, REFUND_OPEN_HOURS * 60)))!,
  finding: ({ shipment }) => ({
    sentence: `The refund has been pending at Shippo for more than ${REFUND_OPEN_HOURS} hours.`,
    since: shipment.moneyStateAt,
    action: { kind: "Void Again" },
  }),
};

/** A refund the carrier refused (CLARIFICATIONS 57): the label is live and paid again; Void Again asks once more. */
export const refundRefused: AttentionRule = {
  reason: "refund-refused",
  test: () => eq(shipments.moneyState, "refund_refused"),
  finding: ({ shipment }) => ({
    sentence: asSentence(`The refund was refused: ${shipment.refundMessage ?? "Shippo did not say why"}`),
    since: shipment.moneyStateAt,
    action: { kind: "Void Again" },
  }),
};
