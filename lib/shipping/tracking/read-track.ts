import type { Db } from "@/db/client";
import { callShippo } from "@/lib/shipping/shippo/shippo-errors";
import { shippoForCompany } from "@/lib/shipping/shippo/shippo-client";
import { rawTrackEventSchema, toTrackEvent, type TrackEvent } from "./track-event";

export type ReadTrack = { events: TrackEvent[]; eta: Date | null };

/**
 * The track as Shippo has it now, read with the company's own token (CLARIFICATIONS 46: this, not a payload, is
 * what moves a status). Its history plus its current status, as events.
 */
export async function readTrack(
  db: Db,
  params: { companyId: string; carrier: string; trackingNumber: string },
): Promise<ReadTrack> {
  const shippo = await shippoForCompany(db, params.companyId);
  const track = await callShippo(() => shippo.trackingStatus.get(params.trackingNumber, params.carrier));
  const raw = [...(track.trackingHistory ?? []), ...(track.trackingStatus ? [track.trackingStatus] : [])];
  const events = raw.map((e) => toTrackEvent(rawTrackEventSchema.parse(e)));
  return { events, eta: track.eta ?? null };
}
