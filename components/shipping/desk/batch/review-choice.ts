// What the clerk's review sends to Ship Batch: the rows ticked, each with the weight its rate was quoted at.
import { canGo, goesByDefault } from "@/lib/shipping/batches/review-totals";
import type { BatchReviewItem } from "./batch-dto";

/** The clerk's ticks and unticks, by invoice; a row not in it goes as the review says (`goesByDefault`). */
export type ReviewChoice = ReadonlyMap<string, boolean>;

/** Whether the row is in the batch: it can go (a rate), and the clerk kept it or did not remove it. */
export const isChosen = (i: BatchReviewItem, choice: ReviewChoice) =>
  canGo(i) && (choice.get(i.invoiceNumber) ?? goesByDefault(i));

/** Ship Batch's items: the chosen rows' quotes and weights. */
export const chosenItems = (items: readonly BatchReviewItem[], choice: ReviewChoice) =>
  items
    .filter((i) => isChosen(i, choice))
    .map((i) => ({ invoiceNumber: i.invoiceNumber, quoteId: i.rate!.quoteId, weight: i.weight }));
