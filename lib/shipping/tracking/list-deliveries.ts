import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { companies, shippoWebhookDeliveries, WEBHOOK_OUTCOMES } from "@/db/schema";

export const DELIVERIES_PAGE = 100;

export const listDeliveriesQuerySchema = z.object({
  outcome: z
    .enum(WEBHOOK_OUTCOMES)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Keyset paging: deliveries received before this instant. */
  before: z.iso.datetime({ offset: true }).optional(),
});

/** The newest tracking deliveries, for the admin page: when, which company and parcel, what came of it and why. */
export async function listDeliveries(db: Db, query: z.infer<typeof listDeliveriesQuerySchema>) {
  const where: (SQL | undefined)[] = [
    query.outcome ? eq(shippoWebhookDeliveries.outcome, query.outcome) : undefined,
    query.before ? lt(shippoWebhookDeliveries.receivedAt, new Date(query.before)) : undefined,
  ];
  const rows = await db
    .select({
      id: shippoWebhookDeliveries.id,
      receivedAt: shippoWebhookDeliveries.receivedAt,
      companyCode: companies.companyCode,
      event: shippoWebhookDeliveries.event,
      trackingNumber: shippoWebhookDeliveries.trackingNumber,
      outcome: shippoWebhookDeliveries.outcome,
      reason: shippoWebhookDeliveries.reason,
      eventsAdded: shippoWebhookDeliveries.eventsAdded,
      attempts: shippoWebhookDeliveries.attempts,
    })
    .from(shippoWebhookDeliveries)
    .innerJoin(companies, eq(companies.id, shippoWebhookDeliveries.companyId))
    .where(and(...where))
    .orderBy(desc(shippoWebhookDeliveries.receivedAt))
    .limit(DELIVERIES_PAGE);
  return rows.map((r) => ({ ...r, receivedAt: r.receivedAt.toISOString() }));
}
export type DeliveryRow = Awaited<ReturnType<typeof listDeliveries>>[number];
