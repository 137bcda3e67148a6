import type { Db } from "@/db/client";

/** Work a request asks for, done once per key across instances (lib/jobs/run-keyed-job.ts). */
export type OnDemandJob<D extends object, T> = { name: string; run(db: Db, data: D): Promise<T> };
