import { and, eq, lt } from "drizzle-orm";
import { shipments } from "@/db/schema";
import { asSentence, minutesBefore, type AttentionRule } from "../attention-rule";
import { FREIGHT_WAIT_MINUTES } from "../thresholds";

/**
 * Freight not posted FREIGHT_WAIT_MINUTES after its label (CLARIFICATIONS 56/58): a desk or batch label whose money
 * is still `label bought`. Why, when the workflow knows (the ERP's refusal); Post Freight runs the workflow again.
 */
export const freightNotPosted: AttentionRule = {
  reason: "freight",
  test: (now) =>
    and(
      eq(shipments.source, "shipstation"),
      eq(shipments.moneyState, "label_bought"),
      lt(shipments.createdAt, minutesBefore(now, FREIGHT_WAIT_MINUTES)),
    )!,
  finding({ shipment, workflow }) {
    const step = workflow?.freight;
    const why = step?.message && (step.state === "failed" || step.state === "waiting") ? step.message : null;
    return {
      sentence: why ? asSentence(`The freight was not posted: ${why}`) : "The freight was not posted to the ERP order.",
      since: shipment.createdAt,
      action: { kind: "Post Freight", workflowId: workflow?.id && workflow.plansFreight ? workflow.id : null },
    };
  },
};
