"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { BatchDto, BatchReview as Review } from "./batch-dto";
import { BATCHES } from "./batch-paths";
import { BatchProgress } from "./batch-progress";
import { BatchReview } from "./batch-review";
import { BatchSetup, type BatchChoice } from "./batch-setup";
import { chosenItems, type ReviewChoice } from "./review-choice";

type Reviewed = { invoices: string; choice: BatchChoice; answer: Review; ship: ReviewChoice };

export type BatchPanelProps = {
  branch: string;
  /** The invoices ticked in the queue, in its order. */
  selected: readonly string[];
  /** The dashboard's Ship Via Keywords: the review leaves out an order none of them names (CLARIFICATIONS 64). */
  shipViaKeywords: readonly string[];
  /** The branch's batch being shown (a new one, or one found when the dashboard opened). */
  batch: BatchDto | null;
  onBatch(b: BatchDto): void;
  /** A batch was started: the queue's boxes are cleared. */
  onStarted(): void;
  /** A batch finished (or finished again after Retry Failed): the queue reloads, its bought rows marked Shipped. */
  onFinished(): void;
  onClose(): void;
};

/** Ship a batch (issue 27 point 4): choose the box and rule, Review, Ship Batch, then the batch's progress. */
export function BatchPanel(props: BatchPanelProps) {
  const { branch, selected } = props;
  // A finished batch stays on show until the clerk ticks invoices for the next one; a running one until it ends.
  const batch = props.batch && (props.batch.state === "running" || selected.length === 0) ? props.batch : null;
  const [reviewed, setReview] = useState<Reviewed | null>(null);
  // A review is of the invoices it was asked for: ticking another box asks for a new one.
  const review = reviewed?.invoices === selected.join() ? reviewed : null;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send<T>(path: string, json: unknown): Promise<T | null> {
    setBusy(true);
    setError(null);
    try {
      return await apiFetch<T>(path, { json });
    } catch (err) {
      setError((err as Error).message);
      return null;
    } finally {
      setBusy(false);
    }
  }

  const ask = (choice: BatchChoice, invoiceNumbers: readonly string[], weights?: Record<string, number>) =>
    send<Review>(`${BATCHES}/review`, {
      branch,
      invoiceNumbers,
      ...choice,
      shipViaKeywords: props.shipViaKeywords,
      weights,
    });

  async function reviewBatch(choice: BatchChoice) {
    const answer = await ask(choice, selected);
    if (answer) setReview({ invoices: selected.join(), choice, answer, ship: new Map() });
  }

  /** A weight typed in a row: that invoice is rated again at it, and its row takes the new rate. */
  async function weigh(invoiceNumber: string, lb: number) {
    if (!review) return;
    const answer = await ask(review.choice, [invoiceNumber], { [invoiceNumber]: lb });
    const [row] = answer?.items ?? [];
    if (!row) return;
    setReview(
      (r) =>
        r && {
          ...r,
          answer: { ...r.answer, items: r.answer.items.map((i) => (i.invoiceNumber === invoiceNumber ? row : i)) },
        },
    );
  }

  const choose = (invoiceNumber: string, ship: boolean) =>
    setReview((r) => r && { ...r, ship: new Map(r.ship).set(invoiceNumber, ship) });

  async function shipBatch() {
    if (!review) return;
    const items = chosenItems(review.answer.items, review.ship);
    const answer = await send<{ batch: BatchDto }>(BATCHES, { branch, ...review.choice, items });
    if (!answer) return;
    setReview(null);
    props.onStarted();
    props.onBatch(answer.batch);
  }

  function onBatch(next: BatchDto) {
    if (props.batch?.state === "running" && next.state === "finished") props.onFinished();
    props.onBatch(next);
  }

  const title = batch
    ? `Batch of ${batch.counts.total} at ${batch.branch}`
    : review
      ? "Review the batch"
      : `Ship a batch: ${selected.length} selected`;
  return (
    <Card title={<span aria-live="polite">{title}</span>}>
      <section aria-label="Ship a batch" className="flex flex-col gap-4">
        {error ? <Alert tone="error">{error}</Alert> : null}
        {batch ? (
          <BatchProgress batch={batch} onBatch={onBatch} onClose={props.onClose} />
        ) : review ? (
          <BatchReview
            review={review.answer}
            choice={review.ship}
            onChoose={choose}
            onWeigh={(invoice, lb) => void weigh(invoice, lb)}
            busy={busy}
            onShip={() => void shipBatch()}
            onCancel={() => setReview(null)}
          />
        ) : (
          <BatchSetup branch={branch} busy={busy} onReview={(c) => void reviewBatch(c)} />
        )}
      </section>
    </Card>
  );
}
