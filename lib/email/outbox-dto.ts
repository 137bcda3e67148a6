import type { OutboxEmail } from "@/db/schema";

/** An Outbox entry as plain data for the Outbox page (the date as ISO text). */
export function toOutboxDto(r: OutboxEmail) {
  return { ...r, createdAt: r.createdAt.toISOString() };
}
export type OutboxRow = ReturnType<typeof toOutboxDto>;
