import { and, desc } from "drizzle-orm";
import type { Db } from "@/db/client";
import { logs } from "@/db/schema";
import { spreadsheetCsv, spreadsheetCsvLine } from "@/lib/csv/spreadsheet-csv";
import { csvDateTime } from "@/lib/dates/csv-date";
import { logFilterClause, olderThan } from "./list-logs";
import type { LogFilters } from "./schemas";

export const EXPORT_BATCH = 1000;
const COLUMNS = ["timestamp", "userEmail", "companyCode", "type", "message", "ip", "method", "meta"] as const;

const text = (v: unknown) => (typeof v === "string" ? v : v === undefined || v === null ? "" : String(v));

/**
 * Every entry the filters show, newest first, as CSV streamed in batches (a year of logs never sits in memory).
 * Cells that a spreadsheet would run as formulas are escaped (CLARIFICATIONS 48): emails and messages come from the outside.
 */
export function exportLogsCsv(db: Db, filters: LogFilters): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let started = false;
  let where: Awaited<ReturnType<typeof logFilterClause>>;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        where = await logFilterClause(db, filters);
        controller.enqueue(encoder.encode(spreadsheetCsvLine(COLUMNS)));
        if (where === null) return controller.close();
      }
      const rows = await db
        .select()
        .from(logs)
        .where(and(where ?? undefined, cursor ? olderThan(cursor) : undefined))
        .orderBy(desc(logs.timestamp), desc(logs.id))
        .limit(EXPORT_BATCH);
      if (rows.length) {
        const data = rows.map((r) => [
          csvDateTime(r.timestamp),
          text(r.userEmail),
          text(r.companyCode),
          r.type,
          r.message,
          text(r.meta.ip),
          text(r.meta.method),
          JSON.stringify(r.meta),
        ]);
        controller.enqueue(encoder.encode(spreadsheetCsv(data)));
        cursor = rows[rows.length - 1]!.id;
      }
      if (rows.length < EXPORT_BATCH) controller.close();
    },
  });
}
