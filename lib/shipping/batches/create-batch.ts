import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { batchItems, batches, rateQuotes, type Batch, type RateQuote } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { getBranchLabelFormat } from "../labels/branch-label-format";
import { batchBoxOrThrow } from "./batch-box";
import { itemPackages } from "./invoice-packages";
import { isQuoteOfInvoice, quoteOfAnotherInvoice } from "./item-quote";
import type { CreateBatchRequest } from "./schemas";

export type BatchStarter = { companyId: string; userId: string; sessionId: string };

/**
 * Every item carries the weight its review showed, and its quote was made at that weight (the label is bought at the
 * quote's parcel): no label at a weight nobody gave (CLARIFICATIONS 63).
 */
function checkWeights(items: CreateBatchRequest["items"], quotes: ReadonlyMap<string, RateQuote>) {
  const unweighed = items.find((i) => i.weight === null || i.weight === undefined);
  if (unweighed)
    throw new ApiError({
      code: "bad_request",
      message: `Invoice ${unweighed.invoiceNumber} has no weight. Type its weight in the review, then Ship Batch.`,
    });
  const moved = items.find((i) => quotes.get(i.quoteId)!.parcel.weight !== i.weight);
  if (moved)
    throw new ApiError({
      code: "conflict",
      message: `The weight of invoice ${moved.invoiceNumber} is not the one its rate was quoted for. Please Review again.`,
    });
}

/**
 * Ship Batch: the batch and each invoice's item are recorded (one transaction) before anything is bought, so the
 * runner, a reopened tab or another instance finds them. Each item keeps the rate its review showed, which must be
 * a quote the server made for this company and for that invoice (`item-quote.ts`), and its weight, which that quote
 * was made at; the package number is fixed now (the same quote keeps the package an earlier batch gave it), so the
 * purchase's key never moves, and so is the label format (the branch's), so the batch's labels merge into one file.
 */
export async function createBatch(db: Db, starter: BatchStarter, req: CreateBatchRequest): Promise<Batch> {
  const ids = req.items.map((i) => i.quoteId);
  const [box, quotes, packages, labelFileType] = await Promise.all([
    batchBoxOrThrow(db, { companyId: starter.companyId, branch: req.branch, presetId: req.boxPresetId }),
    db
      .select()
      .from(rateQuotes)
      .where(and(eq(rateQuotes.companyId, starter.companyId), inArray(rateQuotes.rateId, ids))),
    itemPackages(db, { companyId: starter.companyId, items: req.items }),
    getBranchLabelFormat(db, { companyId: starter.companyId, branch: req.branch }),
  ]);
  const byId = new Map(quotes.map((q) => [q.rateId, q]));
  const missing = req.items.find((i) => !byId.has(i.quoteId));
  if (missing)
    throw new ApiError({
      code: "not_found",
      message: `The rate of invoice ${missing.invoiceNumber} is no longer available. Please Review again.`,
    });
  checkWeights(req.items, byId);
  const foreign = req.items.find((i) => !isQuoteOfInvoice(byId.get(i.quoteId)!, i.invoiceNumber, "foreign"));
  if (foreign) throw new ApiError({ code: "bad_request", message: quoteOfAnotherInvoice(foreign.invoiceNumber) });
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(batches)
      .values({
        companyId: starter.companyId,
        branch: req.branch,
        createdBy: starter.userId,
        sessionId: starter.sessionId,
        rule: req.rule,
        boxPresetId: box.presetId,
        box,
        // Every label of the batch (Retry Failed too) in the branch's format as it is now: one merged file.
        labelFileType,
      })
      .returning();
    await tx.insert(batchItems).values(
      req.items.map((item, position) => {
        const q = byId.get(item.quoteId)!;
        return {
          batchId: batch.id,
          position,
          invoiceNumber: item.invoiceNumber,
          packageNumber: packages.get(item.invoiceNumber) ?? 1,
          quoteId: q.rateId,
          carrier: q.provider,
          service: q.servicelevelName,
          amount: q.amount,
          currency: q.currency,
          weight: q.parcel.weight,
        };
      }),
    );
    return batch;
  });
}
