import { z } from "zod";
import type { ShippoWebhookDelivery } from "@/db/schema";
import { rawTrackEventSchema } from "./track-event";

/**
 * Shippo's track_updated payload, read leniently: real payloads carry nulls that the SDK's own validateWebhook
 * rejects (the Shippo contract, sim/shippo/README.md). Only the tracking number is used from it; the track itself is re-read from Shippo.
 */
export const trackWebhookSchema = z.looseObject({
  event: z.string().max(64).nullish(),
  test: z.boolean().nullish(),
  data: z
    .looseObject({
      carrier: z.string().max(64).nullish(),
      tracking_number: z.string().max(100).nullish(),
      tracking_status: rawTrackEventSchema.nullish(),
    })
    .nullish(),
});
export type TrackWebhook = z.infer<typeof trackWebhookSchema>;

/** The payload, or why it cannot be used (kept as the delivery's reason). */
export function parseTrackWebhook(raw: string): { payload: TrackWebhook } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { problem: "The payload is not JSON" };
  }
  const parsed = trackWebhookSchema.safeParse(json);
  return parsed.success ? { payload: parsed.data } : { problem: "The payload is not a Shippo webhook" };
}

/**
 * A stored delivery's payload: its raw body, or, once that is cleared (lib/shipping/tracking/prune-deliveries.ts), the
 * columns kept from it, which hold all that processing reads. A replay then still re-reads the track.
 */
export function deliveryPayload(
  delivery: Pick<ShippoWebhookDelivery, "rawBody" | "event" | "carrier" | "trackingNumber">,
) {
  if (delivery.rawBody !== null) return parseTrackWebhook(delivery.rawBody);
  return {
    payload: {
      event: delivery.event,
      data: { carrier: delivery.carrier, tracking_number: delivery.trackingNumber },
    } satisfies TrackWebhook,
  };
}
