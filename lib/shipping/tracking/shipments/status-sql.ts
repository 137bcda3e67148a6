import { sql, type SQL } from "drizzle-orm";
import { shipments } from "@/db/schema";
import { ATTENTION_WORDS, SETTLED_WORDS } from "@/lib/shipping/tracking/needs-attention";
import type { StatusWord } from "@/lib/shipping/tracking/status-text";

const words = (list: readonly StatusWord[]) =>
  sql.join(
    list.map((w) => sql`${w}`),
    sql`, `,
  );

/** `shipmentStatusWord` in SQL, so the database groups and filters by the word people read (CLARIFICATIONS 66). */
export const statusWordSql: SQL<StatusWord> = sql<StatusWord>`(case
  when ${shipments.refundStatus} = 'ERROR' then 'REFUND_REFUSED'
  when ${shipments.internalStatus} = 'VOIDED' and ${shipments.refundStatus} in ('QUEUED', 'PENDING') then 'REFUND_PENDING'
  when ${shipments.internalStatus} = 'CREATED' then 'LABEL_PURCHASED'
  else ${shipments.internalStatus}::text end)`;

/** `needsAttention` in SQL: the count, the filter and the chip read one rule. */
export const attentionSql: SQL<boolean> = sql<boolean>`(${statusWordSql} not in (${words(SETTLED_WORDS)}) and (${shipments.needsAttention} or ${statusWordSql} in (${words(ATTENTION_WORDS)})))`;
