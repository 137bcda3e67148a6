import type { LogEntry } from "@/db/schema";

/** A log entry as the API and the Logs page know it (spec 3 section 3). */
export function toLogDto(l: LogEntry) {
  return {
    _id: l.id,
    timestamp: l.timestamp.toISOString(),
    userId: l.userId,
    userEmail: l.userEmail,
    companyId: l.companyId,
    companyCode: l.companyCode,
    type: l.type,
    message: l.message,
    meta: l.meta,
  };
}
export type LogDto = ReturnType<typeof toLogDto>;
