import { and, eq, lt, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { intents, rateQuotes } from "@/db/schema";

/** Shippo's rates are for buying now; a week later nobody buys from an old quote, they Get Rates again. */
export const RATE_QUOTE_KEEP_DAYS = 7;

/**
 * Every Get Rates stores a row per rate, so the table would grow without end. Quotes older than the keep period go,
 * except those a label purchase still needs: one not finished (its retry or recovery reads the quote again), and one
 * finished without its shipment record (a repeat writes the record from the quote: complete-shipment-record.ts).
 */
export async function pruneRateQuotes(db: Db, now = new Date()): Promise<{ deleted: number }> {
  const cutoff = new Date(now.getTime() - RATE_QUOTE_KEEP_DAYS * 86_400_000);
  const labelNeedingQuote = db
    .select({ one: sql`1` })
    .from(intents)
    .where(
      and(
        eq(intents.kind, "label"),
        or(eq(intents.state, "pending"), sql`${intents.result} -> 'shipmentId' = 'null'::jsonb`),
        sql`${rateQuotes.rateId} in (${intents.request}->>'rateId', ${intents.progress}->>'rateId', ${intents.result}->>'rateId')`,
      ),
    );
  const deleted = await db
    .delete(rateQuotes)
    .where(and(lt(rateQuotes.createdAt, cutoff), sql`not exists (${labelNeedingQuote})`))
    .returning({ rateId: rateQuotes.rateId });
  return { deleted: deleted.length };
}
