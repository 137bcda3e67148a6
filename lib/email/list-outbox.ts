import { desc } from "drizzle-orm";
import type { Db } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { toOutboxDto } from "./outbox-dto";

export const OUTBOX_PAGE_SIZE = 100;

/** The newest mails (invites and customer mails) first, as plain data for the Outbox page. */
export async function listOutbox(db: Db, params: { limit?: number } = {}) {
  const rows = await db
    .select()
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(params.limit ?? OUTBOX_PAGE_SIZE);
  return rows.map(toOutboxDto);
}
