import { errorAnswer } from "@/lib/api/errors";
import type { CrossReferences } from "@/lib/cross-reference/cross-reference-files";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { comparePrices } from "./compare-prices";
import { erpPricingFetcher } from "./erp-pricing-fetcher";
import type { CompareEvent, PriceFileRow } from "./schemas";

export const NDJSON_TYPE = "application/x-ndjson; charset=utf-8";

/**
 * The comparison as a streamed response: one JSON event per line (start, a line per finished batch, done), so the
 * browser fills its progress bar as the ERP answers. A failure after the stream began cannot change the status
 * any more; it becomes an `error` event (401 when the ERP session expired, so the browser goes to Login).
 * When the browser goes away, no further ERP calls start.
 */
export function streamComparison(args: {
  rows: PriceFileRow[];
  xref: CrossReferences;
  conn: ErpConnection;
  signal: AbortSignal;
}): Response {
  const encoder = new TextEncoder();
  const cancelled = new AbortController();
  const signal = AbortSignal.any([args.signal, cancelled.signal]);

  const run = async (controller: ReadableStreamDefaultController<Uint8Array>) => {
    const send = (event: CompareEvent) => {
      if (signal.aborted) return;
      try {
        controller.enqueue(encoder.encode(JSON.stringify(event) + "\n"));
      } catch {
        // The reader is gone; the signal stops the remaining calls.
      }
    };
    try {
      await comparePrices(args.rows, args.xref, { fetchPricing: erpPricingFetcher(args.conn), signal, onEvent: send });
    } catch (err) {
      const { status, body } = errorAnswer(err, { route: "/api/price-validation/compare" });
      send({ type: "error", status, message: body.error });
    } finally {
      try {
        controller.close();
      } catch {
        // Already closed by a cancelled reader.
      }
    }
  };

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      // Not awaited: start() returns at once and the events flow as the batches finish.
      void run(controller);
    },
    cancel() {
      cancelled.abort();
    },
  });
  return new Response(stream, {
    headers: { "Content-Type": NDJSON_TYPE, "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  });
}
