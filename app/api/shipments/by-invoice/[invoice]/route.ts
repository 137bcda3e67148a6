// GET /api/shipments/by-invoice/{invoice} – public tracking of one invoice (exact or its generations) of one company, rate-limited
import { NextResponse } from "next/server";
import { readQuery } from "@/lib/api/read-query";
import { publicRoute } from "@/lib/api/handler";
import { trackingViewer } from "@/lib/invoice-tracking/label-access";
import { trackingQuerySchema } from "@/lib/invoice-tracking/schemas";
import { trackInvoice } from "@/lib/invoice-tracking/track-invoice";
import { invoiceParamSchema } from "@/lib/shipment-tracking/schemas";

// CLARIFICATIONS 44: 60 a minute per client address (RATE_LIMIT_TRACKING_PER_MINUTE), 429 with Retry-After past it.
export const GET = publicRoute<{ invoice: string }>(
  async ({ req, params, db, signedIn }) => {
    const invoice = invoiceParamSchema.parse(params.invoice);
    const query = readQuery(req, trackingQuerySchema);
    const auth = await signedIn();
    return NextResponse.json(await trackInvoice(db, { invoice, ...query, viewer: trackingViewer(auth?.claims ?? null) }));
  },
  { rateLimit: "tracking" },
);
