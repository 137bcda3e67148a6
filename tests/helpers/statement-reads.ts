import { vi } from "vitest";
import type { Db } from "@/db/client";

/**
 * How many statements the database client received while `work` ran that read `table` (`from "shipments"`): the
 * proof that a screen's rows come from one read, not one per row.
 */
export async function statementsReading(db: Db, table: string, work: () => Promise<unknown>): Promise<number> {
  const client = (db as unknown as { $client: { query(...args: unknown[]): unknown } }).$client;
  const spy = vi.spyOn(client, "query");
  const reads = new RegExp(`from "${table}"`, "i");
  try {
    await work();
    return spy.mock.calls.filter(([q]) => reads.test(typeof q === "string" ? q : String((q as { text?: string }).text)))
      .length;
  } finally {
    spy.mockRestore();
  }
}
