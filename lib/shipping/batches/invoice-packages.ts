import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { batches, batchItems } from "@/db/schema";
import { nextPackageNumber } from "../desk/shipped-package-dto";
import { listShippedPackages } from "../desk/shipped-packages";

/**
 * The package each invoice's batch label is (CLARIFICATIONS 45): 1 for an invoice never shipped, a voided
 * package's freed number, else the one after the last. Fixed when the batch is made, so every retry of the item
 * buys under the same key.
 */
export async function invoicePackages(
  db: Db,
  params: { companyId: string; invoiceNumbers: readonly string[] },
): Promise<Map<string, number>> {
  const shipped = await listShippedPackages(db, params);
  return new Map(params.invoiceNumbers.map((inv) => [inv, nextPackageNumber(shipped.get(inv) ?? [])]));
}

/**
 * The package of each item of a new batch, by invoice: the one an earlier batch fixed for the same quote (Ship Batch
 * pressed twice with one review, or in a second tab: the same label, which its key replays), else the invoice's next
 * (`invoicePackages`). The labels are read before the items: an item is recorded before its label is bought, so a
 * label the first read sees has its item in the second.
 */
export async function itemPackages(
  db: Db,
  params: { companyId: string; items: readonly { invoiceNumber: string; quoteId: string }[] },
): Promise<Map<string, number>> {
  const next = await invoicePackages(db, {
    companyId: params.companyId,
    invoiceNumbers: params.items.map((i) => i.invoiceNumber),
  });
  const earlier = await db
    .select({ quoteId: batchItems.quoteId, packageNumber: batchItems.packageNumber })
    .from(batchItems)
    .innerJoin(batches, eq(batches.id, batchItems.batchId))
    .where(
      and(
        eq(batches.companyId, params.companyId),
        inArray(
          batchItems.quoteId,
          params.items.map((i) => i.quoteId),
        ),
      ),
    );
  const byQuote = new Map(earlier.map((r) => [r.quoteId, r.packageNumber]));
  return new Map(params.items.map((i) => [i.invoiceNumber, byQuote.get(i.quoteId) ?? next.get(i.invoiceNumber) ?? 1]));
}
