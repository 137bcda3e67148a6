import { FINAL_STATUSES, internalStatusOf, type InternalStatus } from "./internal-status";
import type { TrackEvent } from "./track-event";

export type TrackingState = {
  internalStatus: InternalStatus;
  statusDisplay: string;
  needsAttention: boolean;
  deliveryDate: string | null;
  lastEventAt: string | null;
};

const time = (e: TrackEvent) => (e.statusDate ? Date.parse(e.statusDate) : 0);

/**
 * The shipment's status from every event ever seen (CLARIFICATIONS 22). The newest event with a known status
 * decides, so an event that arrives late or twice can never move the status back; unknown statuses change nothing,
 * and once delivered or returned only another final status moves it.
 */
export function deriveTrackingState(history: readonly TrackEvent[], current: TrackingState): TrackingState {
  let latest: { event: TrackEvent; status: InternalStatus } | null = null;
  for (const event of history) {
    const status = internalStatusOf(event);
    if (status && (!latest || time(event) >= time(latest.event))) latest = { event, status };
  }
  if (!latest) return current;
  const { event, status } = latest;
  if (FINAL_STATUSES.includes(current.internalStatus) && !FINAL_STATUSES.includes(status)) return current;
  if (current.lastEventAt && event.statusDate && Date.parse(event.statusDate) < Date.parse(current.lastEventAt))
    return current;
  return {
    internalStatus: status,
    // CLARIFICATIONS 22: the substatus text, else the carrier status, else internalStatus.
    statusDisplay: event.substatus?.text || event.status || status,
    needsAttention: Boolean(event.substatus?.actionRequired),
    deliveryDate: status === "DELIVERED" ? (event.statusDate ?? current.deliveryDate) : current.deliveryDate,
    lastEventAt: event.statusDate ?? current.lastEventAt,
  };
}

/** CLARIFICATIONS 22: overdue once the ETA has passed, unless delivered or returned. */
export function isOverdue(eta: Date | string | null | undefined, status: string, now: Date = new Date()): boolean {
  if (!eta || FINAL_STATUSES.includes(status as InternalStatus)) return false;
  return new Date(eta).getTime() < now.getTime();
}
