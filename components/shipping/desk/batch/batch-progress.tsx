"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { BatchDto } from "./batch-dto";
import { BatchLabelsButton } from "./batch-labels-button";
import { batchPath } from "./batch-paths";
import { useBatchPolling } from "./use-batch-polling";

type Props = { batch: BatchDto; onBatch(b: BatchDto): void; onClose(): void };

/**
 * A batch as it runs and once it is done: n of N, the failures with their reasons, Retry Failed, the labels voided
 * since (left out of the merged file), and the merged labels (one ZPL stream to the printer, or one PDF in a new tab:
 * `BatchLabelsButton`).
 */
export function BatchProgress({ batch, onBatch, onClose }: Props) {
  const polling = useBatchPolling(batch, onBatch);
  const [retrying, setRetrying] = useState(false);
  const [retryError, setRetryError] = useState<string | null>(null);
  const { total, bought, failed } = batch.counts;
  const running = batch.state === "running";
  const failures = batch.items.filter((i) => i.state === "failed");
  const voided = batch.voidedInvoices;

  async function retry() {
    setRetrying(true);
    setRetryError(null);
    try {
      onBatch(await apiFetch<BatchDto>(`${batchPath(batch.id)}/retry`, { method: "POST" }));
    } catch (err) {
      setRetryError((err as Error).message);
    } finally {
      setRetrying(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <ProgressBar value={total ? (bought + failed) / total : 0} label={`${bought + failed} of ${total}`} />
      <p role="status" className="text-sm text-slate-700">
        {running
          ? `Buying labels: ${bought} bought${failed ? `, ${failed} failed` : ""}.`
          : `Batch finished: ${bought} bought${failed ? `, ${failed} failed` : ""}.`}
      </p>
      {voided.length ? (
        <p className="text-sm text-slate-700">
          Voided since, left out of the labels file: <span className="font-mono text-xs">{voided.join(", ")}</span>
        </p>
      ) : null}
      {polling.error ? <Alert tone="warning">{polling.error}</Alert> : null}
      {failures.length ? (
        <div>
          <h3 className="text-sm font-semibold text-red-800">Failed labels</h3>
          <ul aria-label="Failed labels" className="mt-1 list-inside list-disc text-sm text-red-800">
            {failures.map((i) => (
              <li key={i.invoiceNumber}>
                <span className="font-mono text-xs">{i.invoiceNumber}</span>: {i.reason ?? "No reason given."}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {retryError ? <Alert tone="error">{retryError}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        {failed && !running ? (
          <Button variant="secondary" onClick={() => void retry()} busy={retrying}>
            Retry Failed
          </Button>
        ) : null}
        {bought > voided.length && !running ? <BatchLabelsButton batch={batch} /> : null}
        {!running ? (
          <Button variant="secondary" onClick={onClose}>
            Dismiss
          </Button>
        ) : null}
      </div>
    </div>
  );
}
