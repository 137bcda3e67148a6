// POST /api/webhooks/shippo/{secret} – Shippo's tracking updates for one company (secret checked, event re-read)
import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api/handler";
import { readBodyBytes } from "@/lib/api/read-body";
import { MAX_WEBHOOK_BYTES, receiveWebhook } from "@/lib/shipping/tracking/receive-webhook";

// Called by Shippo's servers, authenticated by the company's secret in the path (and Shippo's signature): exempt
// from the cross-site refusal.
export const POST = publicRoute<{ secret: string }>(
  async ({ req, params, db }) => {
    const body = (await readBodyBytes(req, MAX_WEBHOOK_BYTES)).toString("utf8");
    const result = await receiveWebhook(db, {
      secret: params.secret,
      body,
      signature: req.headers.get("shippo-auth-signature"),
    });
    // A failed re-read answers 503 so Shippo tries again; the delivery is kept and can be replayed either way.
    return NextResponse.json(
      { received: true, outcome: result.outcome },
      { status: result.outcome === "failed" ? 503 : 200 },
    );
  },
  { crossSite: "accept" },
);
