// Which reviewed invoices a batch buys, and what they cost: the server's default and the screen's choice alike. Pure.
import type { BatchReview, BatchReviewItem } from "./schemas";

/** An invoice the batch buys unless the clerk removes it: a rate, and nothing that leaves it out. */
export const goesByDefault = (i: BatchReviewItem) => i.rate !== null && i.leftOut === null;

/** Whether an invoice can be in the batch at all: it has a rate (a weight, and nothing that stops it). */
export const canGo = (i: BatchReviewItem) => i.rate !== null;

/** The count and total of these invoices' rates. */
export function reviewTotals(items: readonly BatchReviewItem[]): BatchReview["totals"] {
  const rated = items.flatMap((i) => (i.rate ? [i.rate] : []));
  const amount = Math.round(rated.reduce((sum, r) => sum + r.amount * 100, 0)) / 100;
  return { count: rated.length, amount, currency: rated[0]?.currency ?? "USD" };
}
