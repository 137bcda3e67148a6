import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipmentEvents, shipments, type Shipment, type ShipmentEvent } from "@/db/schema";
import { kickCustomerMails } from "../mails/customer-mail-job";
import { recordDeliveredMail } from "../mails/record-delivered-mail";
import { deriveTrackingState } from "./derive-tracking-state";
import type { ReadTrack } from "./read-track";
import { trackEventKey, type TrackEvent } from "./track-event";

function fromRow(row: ShipmentEvent): TrackEvent {
  const sub = row.substatus;
  return {
    objectId: row.objectId,
    status: row.status,
    statusDetails: row.statusDetails ?? "",
    statusDate: row.statusDate?.toISOString() ?? null,
    substatus: sub?.code
      ? { code: sub.code, text: sub.text ?? "", actionRequired: Boolean(sub.action_required) }
      : null,
    location: row.location
      ? {
          city: row.location.city ?? null,
          state: row.location.state ?? null,
          zip: row.location.zip ?? null,
          country: row.location.country ?? null,
        }
      : null,
  };
}

function currentState(s: Shipment) {
  return {
    internalStatus: s.internalStatus,
    statusDisplay: s.statusDisplay ?? s.internalStatus,
    needsAttention: s.needsAttention,
    deliveryDate: s.deliveryDate?.toISOString() ?? null,
    lastEventAt: null,
  };
}

/**
 * Add the events the shipment lacks (the unique (shipment, object_id) index drops repeats) and move its status by
 * the whole history. The shipment row is locked meanwhile, so two deliveries for one parcel, on any instance, apply
 * one after the other and neither computes from a history missing the other's events.
 */
export async function applyTrack(db: Db, shipmentId: string, track: ReadTrack) {
  const { mailed, ...applied } = await db.transaction(async (tx) => {
    const [shipment] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId)).for("update");
    if (!shipment) return { added: 0, status: null, mailed: false };
    if (shipment.internalStatus === "VOIDED") return { added: 0, status: shipment.internalStatus, mailed: false };
    const rows = track.events.map((e) => ({
      shipmentId,
      objectId: trackEventKey(e),
      status: e.status,
      statusDetails: e.statusDetails,
      substatus: e.substatus
        ? { code: e.substatus.code, text: e.substatus.text, action_required: e.substatus.actionRequired }
        : null,
      location: e.location,
      statusDate: e.statusDate ? new Date(e.statusDate) : null,
    }));
    const inserted = rows.length
      ? await tx.insert(shipmentEvents).values(rows).onConflictDoNothing().returning({ id: shipmentEvents.id })
      : [];
    const history = (
      await tx
        .select()
        .from(shipmentEvents)
        .where(eq(shipmentEvents.shipmentId, shipmentId))
        .orderBy(asc(shipmentEvents.statusDate))
    ).map(fromRow);
    const state = deriveTrackingState(history, currentState(shipment));
    const latest = history.at(-1);
    await tx
      .update(shipments)
      .set({
        internalStatus: state.internalStatus,
        statusDisplay: state.statusDisplay,
        needsAttention: state.needsAttention,
        deliveryDate: state.deliveryDate ? new Date(state.deliveryDate) : null,
        trackingStatus: latest?.status ?? shipment.trackingStatus,
        trackingStatusDetails: latest?.statusDetails ?? shipment.trackingStatusDetails,
        eta: track.eta ?? shipment.eta,
        lastTrackedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(shipments.id, shipmentId));
    // Issue 29: the customer hears of the delivery once, when the status first becomes DELIVERED.
    const delivered = state.internalStatus === "DELIVERED" && shipment.internalStatus !== "DELIVERED";
    const mailed = delivered ? await recordDeliveredMail(tx, shipment) : false;
    return { added: inserted.length, status: state.internalStatus, mailed };
  });
  if (mailed) await kickCustomerMails(db);
  return applied;
}
