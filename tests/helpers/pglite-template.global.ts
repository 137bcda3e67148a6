// vitest globalSetup: without DATABASE_URL every suite opens an in-memory PGlite, and its initdb plus the migrations
// cost 3-8 s a suite. One migrated database is made here, dumped to a file, and each suite starts from that dump
// (about 1 s). With DATABASE_URL the suites make PostgreSQL databases instead and nothing is done here.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDb } from "@/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide("pgliteTemplate", null);
    return;
  }
  const template = await makePgliteTemplate();
  project.provide("pgliteTemplate", template.file);
  return template.remove;
}

/** One migrated in-memory database dumped to a file in a folder of its own (also for scripts: npm run chaos). */
export async function makePgliteTemplate(): Promise<{ file: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), "e54-pglite-template-"));
  const file = path.join(dir, "migrated.tar");
  const handle = await openDb({ pgliteDir: "memory" });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  await writeFile(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await handle.close();
  return { file, remove: () => rm(dir, { recursive: true, force: true }) };
}
