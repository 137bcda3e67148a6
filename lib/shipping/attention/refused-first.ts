import { and, eq, lt, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { shipments } from "@/db/schema";

/** Another label of the same package, in its own subquery beside the shipment being read. */
export const refused = alias(shipments, "refused");
/** `refused` as a FROM item of a raw subquery. */
export const refusedFrom = sql`${shipments} ${sql.identifier("refused")}`;

/**
 * A label whose latest refund the carrier refused: live and paid, whatever its money does next (its freight posted
 * again, CLARIFICATIONS 57, or a Void Again under way) until a new refund is asked for it.
 */
export const refusedLabel: SQL = eq(refused.refundStatus, "ERROR");

/**
 * CLARIFICATIONS 57: the package's label whose refund the carrier refused, bought before this one (which is then
 * the second label). One rule for the second label's test and for the read that says since when.
 */
export const refusedBeforeIt: SQL = and(
  eq(refused.companyId, shipments.companyId),
  eq(refused.invoiceNumber, shipments.invoiceNumber),
  eq(refused.packageNumber, shipments.packageNumber),
  ne(refused.id, shipments.id),
  refusedLabel,
  lt(refused.createdAt, shipments.createdAt),
)!;
