import { and, eq, isNull, lt, ne, or } from "drizzle-orm";
import { shipments } from "@/db/schema";
import { asSentence, minutesBefore, type AttentionRule } from "../attention-rule";
import { REFUND_OPEN_HOURS } from "../thresholds";

export const NOT_POSTED_AGAIN =
  "Its freight, taken back when it was voided, is not posted again yet; Void Again posts it.";

/** A refund Shippo has held (QUEUED, PENDING) for more than REFUND_OPEN_HOURS: Void Again reads it from Shippo now. */
export const refundOpen: AttentionRule = {
  reason: "refund-open",
  test: (now) =>
    and(
      eq(shipments.moneyState, "voiding"),
      or(isNull(shipments.refundStatus), ne(shipments.refundStatus, "ERROR")), // a refusal is listed as such
      lt(shipments.moneyStateAt, minutesBefore(now, REFUND_OPEN_HOURS * 60)),
    )!,
  finding: ({ shipment }) => ({
    sentence: `The refund has been pending at Shippo for more than ${REFUND_OPEN_HOURS} hours.`,
    since: shipment.moneyStateAt,
    action: { kind: "Void Again" },
  }),
};

/**
 * A refund the carrier refused (CLARIFICATIONS 57): the label is live and paid again; Void Again asks once more. One
 * still `voiding` is a label voided before refunds were settled whose freight, taken back then, is not posted again
 * yet (the refunds job could not: it has no ERP session for a line): Void Again posts it, the refusal replayed, no
 * new refund asked.
 */
export const refundRefused: AttentionRule = {
  reason: "refund-refused",
  test: () =>
    or(
      eq(shipments.moneyState, "refund_refused"),
      and(eq(shipments.moneyState, "voiding"), eq(shipments.refundStatus, "ERROR")),
    )!,
  finding: ({ shipment }) => {
    const refused = asSentence(`The refund was refused: ${shipment.refundMessage ?? "Shippo did not say why"}`);
    return {
      sentence: shipment.moneyState === "voiding" ? `${refused} ${NOT_POSTED_AGAIN}` : refused,
      since: shipment.moneyStateAt,
      action: { kind: "Void Again" },
    };
  },
};
