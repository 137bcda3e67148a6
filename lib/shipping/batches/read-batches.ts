import { and, asc, desc, eq, gte, inArray, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { batchItems, batches, users, type Batch } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { toBatchDto, type BatchDto } from "./batch-dto";
import { voidedShipmentIds } from "./voided-items";

const NOT_FOUND = "Batch not found";

/** One batch of the caller's company; another company's batch id is a 404, as an unknown one. */
export async function getBatchOrThrow(db: Db, params: { companyId: string; batchId: string }): Promise<Batch> {
  const batch = await db.query.batches.findFirst({
    where: and(eq(batches.id, params.batchId), eq(batches.companyId, params.companyId)),
  });
  if (!batch) throw new ApiError({ code: "not_found", message: NOT_FOUND });
  return batch;
}

/**
 * The batches with their items (in review order), their starters' emails and the labels voided since: three
 * queries however many batches.
 */
export async function toBatchDtos(db: Db, list: readonly Batch[]): Promise<BatchDto[]> {
  if (!list.length) return [];
  const ids = list.map((b) => b.id);
  const starters = [...new Set(list.flatMap((b) => (b.createdBy ? [b.createdBy] : [])))];
  const [items, people] = await Promise.all([
    db.select().from(batchItems).where(inArray(batchItems.batchId, ids)).orderBy(asc(batchItems.position)),
    starters.length
      ? db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, starters))
      : [],
  ]);
  const emails = new Map(people.map((p) => [p.id, p.email]));
  const voided = await voidedShipmentIds(db, { companyIds: [...new Set(list.map((b) => b.companyId))], items });
  return list.map((b) =>
    toBatchDto(
      b,
      items.filter((i) => i.batchId === b.id),
      b.createdBy ? (emails.get(b.createdBy) ?? null) : null,
      voided,
    ),
  );
}

/**
 * What a reopened dashboard finds at a branch: the company's batches still running, and the last one finished
 * today (UTC), so a tab closed mid-batch shows how it ended and its labels.
 */
export async function listBranchBatches(db: Db, params: { companyId: string; branch: string }): Promise<Batch[]> {
  const scope = and(eq(batches.companyId, params.companyId), eq(batches.branch, params.branch));
  const [running, [lastFinished]] = await Promise.all([
    db
      .select()
      .from(batches)
      .where(and(scope, eq(batches.state, "running")))
      .orderBy(asc(batches.createdAt)),
    db
      .select()
      .from(batches)
      .where(and(scope, eq(batches.state, "finished"), gte(batches.finishedAt, sql`date_trunc('day', now())`)))
      .orderBy(desc(batches.finishedAt))
      .limit(1),
  ]);
  return lastFinished ? [...running, lastFinished] : running;
}

/** Batches a runner should be holding and is not (a restart, a crashed instance): the resume job starts them. */
export async function listStalledBatches(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: batches.id })
    .from(batches)
    .where(
      and(eq(batches.state, "running"), or(sql`${batches.leaseUntil} is null`, sql`${batches.leaseUntil} < now()`)),
    )
    .orderBy(asc(batches.createdAt))
    .limit(100);
  return rows.map((r) => r.id);
}

/** Whether no runner holds the batch now (a reopened tab's read starts one). */
export const isStalled = (b: Batch) => b.state === "running" && (!b.leaseUntil || b.leaseUntil.getTime() < Date.now());
