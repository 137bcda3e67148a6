import type PgBoss from "pg-boss";

/** This process's pg-boss once it has started (lib/jobs/start-jobs.ts); null on PGlite or before it is up. */
let queue: PgBoss | null = null;

export function jobQueue(): PgBoss | null {
  return queue;
}

export function setJobQueue(boss: PgBoss | null) {
  queue = boss;
}
