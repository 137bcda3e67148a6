import { and, eq, lt, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { shipments } from "@/db/schema";
import { liveLabel, type AttentionRule } from "../attention-rule";

export const SECOND_LABEL = "A second label was bought while a refund was pending; void one of them.";

const refused = alias(shipments, "refused");
const from = sql`${shipments} ${sql.identifier("refused")}`;

/**
 * CLARIFICATIONS 57: a package whose refund the carrier refused after a second label was bought for it (a label
 * voided before refunds were settled freed its key at once) has two paid labels; the later one is listed.
 */
export const secondLabel: AttentionRule = {
  reason: "second-label",
  test: () =>
    and(
      liveLabel,
      // The packages with a refused refund, hashed once; then the refused label of this one, bought before it.
      sql`(${shipments.companyId}, ${shipments.invoiceNumber}, ${shipments.packageNumber}) in (select ${refused.companyId}, ${refused.invoiceNumber}, ${refused.packageNumber} from ${from} where ${eq(refused.moneyState, "refund_refused")})`,
      sql`exists (select 1 from ${from} where ${and(
        eq(refused.companyId, shipments.companyId),
        eq(refused.invoiceNumber, shipments.invoiceNumber),
        eq(refused.packageNumber, shipments.packageNumber),
        ne(refused.id, shipments.id),
        eq(refused.moneyState, "refund_refused"),
        lt(refused.createdAt, shipments.createdAt),
      )})`,
    )!,
  finding: ({ shipment, refusedFirst }) => ({
    sentence: SECOND_LABEL,
    since: refusedFirst?.refusedAt ?? shipment.createdAt,
    action: { kind: "Void Again" },
  }),
};
