// GET /api/shipments/by-invoice/{invoice} – public tracking of one invoice (exact or its generations) of one company, rate-limited
import { NextResponse } from "next/server";
import { readQuery } from "@/lib/api/read-query";
import { publicRoute } from "@/lib/api/handler";
import { rateLimited } from "@/lib/rate-limit/enforce-rate-limit";
import { ANONYMOUS_TRACKING_CACHE, SIGNED_IN_TRACKING_CACHE } from "@/lib/shipping/tracking/invoices/answer-caching";
import { trackingViewer } from "@/lib/shipping/tracking/invoices/label-access";
import { trackingQuerySchema } from "@/lib/shipping/tracking/invoices/schemas";
import { trackInvoice } from "@/lib/shipping/tracking/invoices/track-invoice";
import { invoiceParamSchema } from "@/lib/shipping/tracking/shipments/schemas";

// CLARIFICATIONS 44: 60 a minute per client address (RATE_LIMIT_TRACKING_PER_MINUTE), 429 with Retry-After past it.
export const GET = publicRoute<{ invoice: string }>(
  async ({ req, params, db, signedIn }) => {
    const invoice = invoiceParamSchema.parse(params.invoice);
    const query = readQuery(req, trackingQuerySchema);
    const auth = await signedIn();
    return NextResponse.json(
      await trackInvoice(db, { invoice, ...query, viewer: trackingViewer(auth?.claims ?? null) }),
      { headers: { "cache-control": auth ? SIGNED_IN_TRACKING_CACHE : ANONYMOUS_TRACKING_CACHE } },
    );
  },
  { rateLimit: rateLimited("tracking") },
);
