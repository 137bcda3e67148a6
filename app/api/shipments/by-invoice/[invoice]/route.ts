// GET /api/shipments/by-invoice/{invoice} – public tracking of one invoice (exact or its generations), rate-limited
import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api/handler";
import { trackInvoice } from "@/lib/invoice-tracking/track-invoice";
import { invoiceParamSchema } from "@/lib/shipment-tracking/schemas";

// CLARIFICATIONS 44: 60 a minute per client address (RATE_LIMIT_TRACKING_PER_MINUTE), 429 with Retry-After past it.
export const GET = publicRoute<{ invoice: string }>(
  async ({ req, params, db }) => {
    const invoice = invoiceParamSchema.parse(params.invoice);
    const testMode = req.nextUrl.searchParams.get("testMode") === "true";
    return NextResponse.json(await trackInvoice(db, { invoice, testMode }));
  },
  { rateLimit: "tracking" },
);
