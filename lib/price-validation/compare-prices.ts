import { ApiError } from "@/lib/errors/api-error";
import type { CrossReferences } from "@/lib/cross-reference/cross-reference-files";
import { buildResult } from "./build-result";
import { PRICING_BATCH_SIZE, PRICING_CONCURRENCY, PRICING_RETRY_DELAY_MS } from "./constants";
import { FAILURE_REASONS } from "./messages";
import { planBatches, type PricingBatch } from "./plan-batches";
import type { PricingQuote } from "./pricing-quote";
import { resolveRows, type ResolvedRow } from "./resolve-rows";
import { retryOnce } from "./retry-once";
import { runWithConcurrency } from "@/lib/erp/run-with-concurrency";
import type { CompareEvent, FailedProduct, PriceFileRow, PriceResult } from "./schemas";

/** One mass-pricing call for one customer (at most PRICING_BATCH_SIZE products). */
export type FetchPricing = (customerId: string, productIds: string[]) => Promise<PricingQuote[]>;

export type CompareOptions = {
  fetchPricing: FetchPricing;
  concurrency?: number;
  batchSize?: number;
  retryDelayMs?: number;
  isTransient?: (err: unknown) => boolean;
  /** Aborted when the caller went away: no further ERP calls start. */
  signal?: AbortSignal;
  onEvent?: (event: CompareEvent) => void;
};

export type CompareSummary = { results: number; failed: number; erpRequests: number; ms: number };

function failedRow(row: ResolvedRow, reason: string): FailedProduct {
  return {
    line: row.line,
    originalProductId: row.productId,
    herProductId: row.herProductId,
    customerId: row.customerId,
    reason,
  };
}

/** The rows of one answered batch as results, and those the ERP left out (unknown or unpriced) as failed. */
function settleBatch(batch: PricingBatch, quotes: PricingQuote[]): { results: PriceResult[]; failed: FailedProduct[] } {
  const byId = new Map<string, PricingQuote>();
  for (const q of quotes) if (q.unitPrice !== null) byId.set(q.productId, q);
  const results: PriceResult[] = [];
  const failed: FailedProduct[] = [];
  for (const row of batch.rows) {
    const quote = byId.get(row.herProductId);
    if (quote) results.push(buildResult(row, quote));
    else failed.push(failedRow(row, FAILURE_REASONS.notPriced));
  }
  return { results, failed };
}

/**
 * Price Comparison on the server (spec 2 section 4, CLARIFICATIONS 39): resolve every row through the
 * cross-references, batch the resolved ones per customer (at most 100 products a call), and price the batches
 * with a bounded number of ERP calls in flight, retrying a transient failure once. A batch that still fails sends
 * only its rows to Failed Products; the others carry on. Results arrive through `onEvent` as batches finish.
 */
export async function comparePrices(
  rows: readonly PriceFileRow[],
  xref: CrossReferences,
  opts: CompareOptions,
): Promise<CompareSummary> {
  const started = performance.now();
  const emit = opts.onEvent ?? (() => {});
  const { resolved, unresolved } = resolveRows(rows, xref);
  const batches = planBatches(resolved, opts.batchSize ?? PRICING_BATCH_SIZE);
  const customers = new Set(batches.map((b) => b.customerId)).size;
  emit({ type: "start", rows: rows.length, customers, batches: batches.length });
  if (unresolved.length) emit({ type: "batch", done: 0, batches: batches.length, results: [], failed: unresolved });

  let erpRequests = 0;
  let done = 0;
  let resultCount = 0;
  let failedCount = unresolved.length;
  // An expired ERP session fails every call alike: stop at the first one rather than send the rest.
  const stop = new AbortController();
  const abort = () => stop.abort();
  opts.signal?.addEventListener("abort", abort, { once: true });
  let expired: ApiError | null = null;

  try {
    await runWithConcurrency(
      batches,
      opts.concurrency ?? PRICING_CONCURRENCY,
      async (batch) => {
        let outcome: { results: PriceResult[]; failed: FailedProduct[] };
        try {
          const quotes = await retryOnce(
            () => {
              erpRequests++;
              return opts.fetchPricing(batch.customerId, batch.productIds);
            },
            { delayMs: opts.retryDelayMs ?? PRICING_RETRY_DELAY_MS, isTransient: opts.isTransient },
          );
          outcome = settleBatch(batch, quotes);
        } catch (err) {
          if (err instanceof ApiError && err.code === "unauthorized") {
            expired ??= err;
            stop.abort();
          }
          outcome = {
            results: [],
            failed: batch.rows.map((r) => failedRow(r, err instanceof Error ? err.message : String(err))),
          };
        }
        done++;
        resultCount += outcome.results.length;
        failedCount += outcome.failed.length;
        emit({ type: "batch", done, batches: batches.length, ...outcome });
      },
      stop.signal,
    );
  } finally {
    opts.signal?.removeEventListener("abort", abort);
  }
  if (expired) throw expired;
  const summary = {
    results: resultCount,
    failed: failedCount,
    erpRequests,
    ms: Math.round(performance.now() - started),
  };
  emit({ type: "done", ...summary });
  return summary;
}

/** comparePrices with every result and failure gathered (tests, the benchmark). */
export async function comparePricesCollected(
  rows: readonly PriceFileRow[],
  xref: CrossReferences,
  opts: CompareOptions,
) {
  const results: PriceResult[] = [];
  const failed: FailedProduct[] = [];
  const summary = await comparePrices(rows, xref, {
    ...opts,
    onEvent(event) {
      if (event.type === "batch") {
        results.push(...event.results);
        failed.push(...event.failed);
      }
      opts.onEvent?.(event);
    },
  });
  return { ...summary, results, failed };
}
