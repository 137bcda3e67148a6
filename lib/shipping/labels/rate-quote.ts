import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rateQuotes, type RateQuote } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";

/** The server's own record of a rate it quoted to this company; a rate never quoted to it cannot be bought. */
export async function getRateQuoteOrThrow(db: Db, companyId: string, rateId: string): Promise<RateQuote> {
  const quote = await db.query.rateQuotes.findFirst({
    where: and(eq(rateQuotes.rateId, rateId), eq(rateQuotes.companyId, companyId)),
  });
  if (!quote)
    throw new ApiError({ code: "not_found", message: "This rate is no longer available. Please Get Rates again." });
  return quote;
}
