import { and, sql } from "drizzle-orm";
import { shipments } from "@/db/schema";
import { liveLabel, type AttentionRule } from "../attention-rule";
import { refused, refusedBeforeIt, refusedFrom, refusedLabel } from "../refused-first";

export const SECOND_LABEL = "A second label was bought while a refund was pending; void one of them.";

/**
 * CLARIFICATIONS 57: a package whose refund the carrier refused after a second label was bought for it (a label the
 * old code voided while Shippo still held its refund freed its key at once; migration 0023 has the refunds job read
 * those refunds again) has two paid labels; the later one is listed, its action the label's own Void Label (as
 * Void Again).
 */
export const secondLabel: AttentionRule = {
  reason: "second-label",
  test: () =>
    and(
      liveLabel,
      // The packages with a refused refund, hashed once; then the refused label of this one, bought before it.
      sql`(${shipments.companyId}, ${shipments.invoiceNumber}, ${shipments.packageNumber}) in (select ${refused.companyId}, ${refused.invoiceNumber}, ${refused.packageNumber} from ${refusedFrom} where ${refusedLabel})`,
      sql`exists (select 1 from ${refusedFrom} where ${refusedBeforeIt})`,
    )!,
  finding: ({ shipment, refusedFirst }) => ({
    sentence: SECOND_LABEL,
    since: refusedFirst?.refusedAt ?? shipment.createdAt,
    action: { kind: "Void Again" },
  }),
};
