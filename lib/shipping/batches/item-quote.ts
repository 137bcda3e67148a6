import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rateQuotes, type RateQuote } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";

/** Said when an item names a rate its review quoted for another invoice (or that records no invoice). */
export const quoteOfAnotherInvoice = (invoiceNumber: string) =>
  `The rate chosen for invoice ${invoiceNumber} was not quoted for it. Please Review again.`;

/**
 * A batch buys an invoice's label only with a rate quoted for that invoice: the quote's ship-to, parcel and cost
 * are the label's, so another invoice's quote would ship this invoice's label to that invoice's customer and post
 * this invoice the other's freight. A quote made before quotes recorded their invoice (`invoiceNumber` null) is
 * refused at Ship Batch (Review makes a new one) and let through by the runner (`unknownIs: "own"`), whose items
 * were checked when their batch was made.
 */
export function isQuoteOfInvoice(
  quote: Pick<RateQuote, "invoiceNumber">,
  invoiceNumber: string,
  unknownIs: "own" | "foreign",
): boolean {
  if (quote.invoiceNumber === null) return unknownIs === "own";
  return quote.invoiceNumber.toUpperCase() === invoiceNumber.trim().toUpperCase();
}

/**
 * The runner's own check before it buys (an item written by an older Ship Batch, or by hand): 400 when foreign. A
 * quote no longer kept is left to the purchase, which replays a label already bought and refuses anything else.
 */
export async function refuseQuoteOfAnotherInvoice(
  db: Db,
  companyId: string,
  item: { invoiceNumber: string; quoteId: string },
): Promise<void> {
  const [quote] = await db
    .select({ invoiceNumber: rateQuotes.invoiceNumber })
    .from(rateQuotes)
    .where(and(eq(rateQuotes.rateId, item.quoteId), eq(rateQuotes.companyId, companyId)));
  if (quote && !isQuoteOfInvoice(quote, item.invoiceNumber, "own"))
    throw new ApiError({ code: "bad_request", message: quoteOfAnotherInvoice(item.invoiceNumber) });
}
