import type { Shippo } from "shippo";
import type { Db } from "@/db/client";
import type { RateQuote } from "@/db/schema";
import { shippoForCompany } from "../shippo/shippo-client";
import { getRateQuoteOrThrow } from "./rate-quote";

export type LabelReads = ReturnType<typeof labelReads>;

/**
 * What one label request reads, each at most once however many of its steps (recovery, purchase, the record's
 * completion) need it: the server's quote of each rate it names, and the company's Shippo client.
 */
export function labelReads(db: Db, companyId: string) {
  const quotes = new Map<string, Promise<RateQuote>>();
  let shippo: Promise<Shippo> | undefined;
  return {
    quote(rateId: string): Promise<RateQuote> {
      let quote = quotes.get(rateId);
      if (!quote) quotes.set(rateId, (quote = getRateQuoteOrThrow(db, companyId, rateId)));
      return quote;
    },
    shippo: (): Promise<Shippo> => (shippo ??= shippoForCompany(db, companyId)),
  };
}
