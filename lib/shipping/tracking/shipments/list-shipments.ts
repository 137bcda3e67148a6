import { and, count, desc, eq, gte, ilike, like, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipments } from "@/db/schema";
import { escapeLike } from "@/lib/logs/like-pattern";
import { SHIPMENTS_PAGE_SIZE, type ListShipmentsQuery } from "./schemas";
import { toShipmentDto } from "./shipment-dto";
import { attentionSql, statusWordSql } from "./status-sql";

const DAY = 86_400_000;

/** An invoice matches exactly, or as any of its generations (`S1000002` finds `S1000002.001`). */
export function invoiceMatch(invoice: string): SQL {
  return or(eq(shipments.invoiceNumber, invoice), like(shipments.invoiceNumber, `${escapeLike(invoice)}.%`))!;
}

function filters(companyId: string | null, q: ListShipmentsQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [companyId ? eq(shipments.companyId, companyId) : undefined];
  // The status word people read (CLARIFICATIONS 66): Label created finds CREATED too, Refund pending a held refund.
  if (q.status) where.push(eq(statusWordSql, q.status));
  if (q.carrier) where.push(ilike(shipments.carrier, `${escapeLike(q.carrier)}%`));
  if (q.service) where.push(eq(shipments.servicelevel, q.service));
  if (q.trackingNumber) where.push(ilike(shipments.trackingNumber, `%${escapeLike(q.trackingNumber)}%`));
  // A manual shipment has no invoice to type: its Reference (any part of it) finds it.
  if (q.invoiceNumber)
    where.push(
      or(
        invoiceMatch(q.invoiceNumber),
        ilike(sql`${shipments.metadata}->>'reference'`, `%${escapeLike(q.invoiceNumber)}%`),
      ),
    );
  if (q.dateFrom) where.push(gte(shipments.createdAt, new Date(`${q.dateFrom}T00:00:00Z`)));
  // dateTo is a whole day: everything before the next midnight.
  if (q.dateTo) where.push(lt(shipments.createdAt, new Date(new Date(`${q.dateTo}T00:00:00Z`).getTime() + DAY)));
  // The rule the Problems card counts by, so its link shows exactly the rows it counted.
  if (q.needsAttention) where.push(attentionSql);
  return and(...where);
}

/** One page of 50, newest first, and how many match in all. */
export async function listShipments(db: Db, params: { companyId: string | null; query: ListShipmentsQuery }) {
  const where = filters(params.companyId, params.query);
  const offset = (params.query.page - 1) * SHIPMENTS_PAGE_SIZE;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(shipments)
      .where(where)
      .orderBy(desc(shipments.createdAt), desc(shipments.id))
      .limit(SHIPMENTS_PAGE_SIZE)
      .offset(offset),
    db.select({ total: count() }).from(shipments).where(where),
  ]);
  return {
    shipments: rows.map((s) => toShipmentDto(s)),
    total,
    page: params.query.page,
    pageSize: SHIPMENTS_PAGE_SIZE,
  };
}
