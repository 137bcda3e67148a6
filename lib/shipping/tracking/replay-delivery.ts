import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { shippoWebhookDeliveries, type ShippoWebhookDelivery } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { processDelivery } from "./process-delivery";

/** A stored delivery by its id, or 404. */
export async function findDeliveryOrThrow(db: Db, id: string): Promise<ShippoWebhookDelivery> {
  const notFound = new ApiError({ code: "not_found", message: "Delivery not found." });
  if (!z.uuid().safeParse(id).success) throw notFound;
  const delivery = await db.query.shippoWebhookDeliveries.findFirst({ where: eq(shippoWebhookDeliveries.id, id) });
  if (!delivery) throw notFound;
  return delivery;
}

/** Process a stored delivery again from its raw payload (the track is re-read now, so replaying is always safe). */
export async function replayDelivery(db: Db, id: string) {
  return processDelivery(db, await findDeliveryOrThrow(db, id));
}
