import "server-only";
import type { Db } from "@/db/client";
import { shippoWebhookDeliveries } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { getEnv } from "@/lib/env";
import { companyForWebhookSecret } from "@/lib/shipping/settings/webhooks/webhook-secret";
import { processDelivery } from "./process-delivery";
import { parseTrackWebhook } from "./webhook-payload";
import { verifyShippoSignature } from "./verify-signature";

export const MAX_WEBHOOK_BYTES = 1_000_000;

/**
 * One POST to a company's webhook URL. Nothing is stored unless the URL's secret is a company's (and, with a
 * signing secret configured, the signature holds); then the raw payload is kept before anything else happens.
 */
export async function receiveWebhook(db: Db, params: { secret: string; body: string; signature: string | null }) {
  const companyId = await companyForWebhookSecret(db, params.secret);
  if (!companyId) throw new ApiError({ code: "not_found", message: "Unknown webhook." });
  const signingSecret = getEnv().SHIPPO_WEBHOOK_SECRET;
  if (signingSecret && !verifyShippoSignature({ header: params.signature, body: params.body, secret: signingSecret })) {
    throw new ApiError({ code: "unauthorized", message: "The webhook signature does not match." });
  }
  const parsed = parseTrackWebhook(params.body);
  const data = "payload" in parsed ? parsed.payload.data : null;
  const [delivery] = await db
    .insert(shippoWebhookDeliveries)
    .values({
      companyId,
      rawBody: params.body,
      event: "payload" in parsed ? (parsed.payload.event ?? null) : null,
      carrier: data?.carrier ?? null,
      trackingNumber: data?.tracking_number ?? null,
    })
    .returning();
  return processDelivery(db, delivery);
}
