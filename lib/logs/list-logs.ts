import { and, desc, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { logs } from "@/db/schema";
import { containsPattern } from "./like-pattern";
import { toLogDto, type LogDto } from "./log-dto";
import { matchingEmails } from "./matching-emails";
import type { ListLogsQuery, LogFilters } from "./schemas";

/** The where clause of the filters; null when nothing can match. */
export async function logFilterClause(db: Db, filters: LogFilters): Promise<SQL | undefined | null> {
  const conditions: SQL[] = [];
  if (filters.type) conditions.push(eq(logs.type, filters.type));
  if (filters.email) {
    const emails = await matchingEmails(db, filters.email);
    if (emails === null) conditions.push(ilike(logs.userEmail, containsPattern(filters.email)));
    else if (emails.length === 0) return null;
    else conditions.push(inArray(logs.userEmail, emails));
  }
  return and(...conditions);
}

/** Rows strictly older than the cursor entry, in (timestamp, id) order so equal timestamps page correctly. */
export const olderThan = (cursorId: string) =>
  sql`(${logs.timestamp}, ${logs.id}) < (select c.timestamp, c.id from ${logs} c where c.id = ${cursorId})`;

/** Newest first, one page at a time (keyset paging, so page 500 costs what page 1 does). */
export async function listLogs(db: Db, query: ListLogsQuery): Promise<LogDto[]> {
  const where = await logFilterClause(db, query);
  if (where === null) return [];
  const rows = await db
    .select()
    .from(logs)
    .where(and(where, query.cursor ? olderThan(query.cursor) : undefined))
    .orderBy(desc(logs.timestamp), desc(logs.id))
    .limit(query.limit);
  return rows.map(toLogDto);
}
