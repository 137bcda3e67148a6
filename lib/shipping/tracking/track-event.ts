import { z } from "zod";

/**
 * One scan of a parcel as the portal keeps it, whether it came from a webhook payload (snake_case, nulls) or from
 * re-reading the track with the SDK (camelCase, Dates). Shippo's payloads carry nulls, so every field is lenient.
 */
export type TrackEvent = {
  objectId: string | null;
  status: string;
  statusDetails: string;
  statusDate: string | null;
  substatus: { code: string; text: string; actionRequired: boolean } | null;
  location: { city: string | null; state: string | null; zip: string | null; country: string | null } | null;
};

const text = z.string().max(2000).nullish();
const when = z.union([z.string().max(64), z.date()]).nullish();

const locationSchema = z.object({ city: text, state: text, zip: text, country: text }).partial().nullish();

/** A TrackingStatus in either spelling: snake_case from the wire, camelCase from the SDK. */
export const rawTrackEventSchema = z.looseObject({
  object_id: text,
  objectId: text,
  status: z.string().max(64).nullish(),
  status_details: text,
  statusDetails: text,
  status_date: when,
  statusDate: when,
  object_created: when,
  objectCreated: when,
  location: locationSchema,
  substatus: z
    .looseObject({
      code: text,
      text: text,
      action_required: z.boolean().nullish(),
      actionRequired: z.boolean().nullish(),
    })
    .nullish(),
});
export type RawTrackEvent = z.infer<typeof rawTrackEventSchema>;

function iso(value: string | Date | null | undefined): string | null {
  if (!value) return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function toTrackEvent(raw: RawTrackEvent): TrackEvent {
  const sub = raw.substatus;
  const loc = raw.location;
  return {
    objectId: raw.object_id ?? raw.objectId ?? null,
    status: (raw.status ?? "UNKNOWN").toUpperCase(),
    statusDetails: raw.status_details ?? raw.statusDetails ?? "",
    statusDate: iso(raw.status_date ?? raw.statusDate ?? raw.object_created ?? raw.objectCreated),
    substatus: sub?.code
      ? { code: sub.code, text: sub.text ?? "", actionRequired: Boolean(sub.action_required ?? sub.actionRequired) }
      : null,
    location: loc
      ? { city: loc.city ?? null, state: loc.state ?? null, zip: loc.zip ?? null, country: loc.country ?? null }
      : null,
  };
}

/**
 * CLARIFICATIONS 23: an event is the same event by its object_id, else by (tracking number, status, status date).
 * Events are kept per shipment (one tracking number), so `{status}:{status_date}` stands in for a missing id.
 */
export function trackEventKey(e: Pick<TrackEvent, "objectId" | "status" | "statusDate">): string {
  return e.objectId ?? `${e.status}:${e.statusDate ?? ""}`;
}
