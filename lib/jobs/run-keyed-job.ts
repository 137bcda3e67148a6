import type { Db } from "@/db/client";
import { jobQueue } from "./job-queue";
import { logger } from "@/lib/logger";
import type { OnDemandJob } from "./on-demand-job";

export type KeyedJobOutcome<T> = { state: "done"; result: T } | { state: "queued" };

const POLL_MS = 200;
const running = new Map<string, Promise<unknown>>();

/** One run per key in this process: a second caller while one runs gets the same run. */
function runInline<D extends object, T>(db: Db, job: OnDemandJob<D, T>, key: string, data: D): Promise<T> {
  const id = `${job.name}:${key}`;
  let run = running.get(id) as Promise<T> | undefined;
  if (!run) {
    run = job.run(db, data).finally(() => running.delete(id));
    running.set(id, run);
  }
  return run;
}

/**
 * Issue 17: background work runs once across instances. With pg-boss up, the job goes on its queue with the key as
 * pg-boss's singleton key (a stately queue: one waiting per key, so a second request while one waits adds
 * nothing) and whichever instance is free runs it; the caller waits up to `waitMs` for the outcome and otherwise
 * hears that it is queued. Without pg-boss (PGlite: one process by construction, or a process kept out of
 * background work) it runs here, once per key at a time.
 */
export async function runKeyedJob<D extends object, T>(
  db: Db,
  job: OnDemandJob<D, T>,
  key: string,
  data: D,
  opts: { waitMs?: number } = {},
): Promise<KeyedJobOutcome<T>> {
  const boss = jobQueue();
  if (!boss) return { state: "done", result: await runInline(db, job, key, data) };
  const id = await boss.send(job.name, data, { singletonKey: key, retryLimit: 0 });
  if (!id) return { state: "queued" };
  const deadline = Date.now() + (opts.waitMs ?? 20_000);
  while (Date.now() < deadline) {
    const found = await boss.getJobById<D>(job.name, id);
    if (found?.state === "completed") return { state: "done", result: found.output as T };
    if (found?.state === "failed" || found?.state === "cancelled") {
      throw new Error(`Job ${job.name} ${key} ${found.state}: ${JSON.stringify(found.output).slice(0, 500)}`);
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  return { state: "queued" };
}

/**
 * Work that outlives the request (a batch's runner): on pg-boss's queue with the key as singleton key, run by
 * whichever instance is free, nobody waiting; without pg-boss, here, in the background. The job keeps its own lock
 * (a batch's lease): a run asked for while one is ending must start, not be taken for the one that is ending.
 */
export async function queueKeyedJob<D extends object, T>(db: Db, job: OnDemandJob<D, T>, key: string, data: D) {
  const boss = jobQueue();
  if (boss) {
    await boss.send(job.name, data, { singletonKey: key, retryLimit: 0 });
    return;
  }
  void job
    .run(db, data)
    .catch((err: unknown) =>
      logger.error({ job: job.name, key, err: err instanceof Error ? err.message : String(err) }, "keyed job failed"),
    );
}
