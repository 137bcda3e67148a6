import { z } from "zod";
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
