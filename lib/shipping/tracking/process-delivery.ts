import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipments, shippoWebhookDeliveries, type ShippoWebhookDelivery, type WebhookOutcome } from "@/db/schema";
import { logger } from "@/lib/logger";
import { applyTrack } from "./apply-track";
import { readTrack } from "./read-track";
import { deliveryPayload } from "./webhook-payload";

export type DeliveryResult = { outcome: WebhookOutcome; reason: string; eventsAdded: number };

async function decide(db: Db, delivery: ShippoWebhookDelivery): Promise<DeliveryResult> {
  const parsed = deliveryPayload(delivery);
  if ("problem" in parsed) return { outcome: "ignored", reason: parsed.problem, eventsAdded: 0 };
  const { event, data } = parsed.payload;
  if (event !== "track_updated")
    return { outcome: "ignored", reason: `Event ${event ?? "(none)"} is not a tracking update`, eventsAdded: 0 };
  const trackingNumber = data?.tracking_number?.trim();
  if (!trackingNumber) return { outcome: "ignored", reason: "No tracking number in the payload", eventsAdded: 0 };
  const shipment = await db.query.shipments.findFirst({
    where: and(eq(shipments.companyId, delivery.companyId), eq(shipments.trackingNumber, trackingNumber)),
    columns: { id: true, carrier: true, internalStatus: true },
  });
  if (!shipment) {
    logger.warn(
      { companyId: delivery.companyId, trackingNumber },
      "tracking webhook for an unknown tracking number: ignored",
    );
    return { outcome: "ignored", reason: "Unknown tracking number", eventsAdded: 0 };
  }
  // CLARIFICATIONS 54: a voided label is not tracked any more.
  if (shipment.internalStatus === "VOIDED")
    return { outcome: "ignored", reason: "The label was voided", eventsAdded: 0 };
  // Our own record says which carrier to ask; the payload only named the parcel.
  const carrier = shipment.carrier ?? data?.carrier ?? "";
  try {
    const track = await readTrack(db, { companyId: delivery.companyId, carrier, trackingNumber });
    const { added, status } = await applyTrack(db, shipment.id, track);
    return added > 0
      ? {
          outcome: "applied",
          reason: `${added} new event${added === 1 ? "" : "s"}; status ${status}`,
          eventsAdded: added,
        }
      : { outcome: "duplicate", reason: `No new events; status ${status}`, eventsAdded: 0 };
  } catch (err) {
    const reason = `Re-reading the track from Shippo failed: ${err instanceof Error ? err.message : String(err)}`;
    logger.warn({ companyId: delivery.companyId, trackingNumber, reason }, "tracking webhook not applied");
    return { outcome: "failed", reason: reason.slice(0, 500), eventsAdded: 0 };
  }
}

/** Process one stored delivery (new or replayed) and record what came of it. */
export async function processDelivery(db: Db, delivery: ShippoWebhookDelivery): Promise<DeliveryResult> {
  const result = await decide(db, delivery);
  await db
    .update(shippoWebhookDeliveries)
    .set({ ...result, attempts: delivery.attempts + 1, processedAt: new Date() })
    .where(eq(shippoWebhookDeliveries.id, delivery.id));
  return result;
}
