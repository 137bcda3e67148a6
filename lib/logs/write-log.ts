import type { Db } from "@/db/client";
import { logs, type NewLogEntry } from "@/db/schema";
import { logSafeText, logSafeValue } from "./log-text";
import type { LogType } from "./log-types";

export { LOG_TYPES, type LogType } from "./log-types";

export type LogInput = Omit<NewLogEntry, "id" | "timestamp" | "type"> & { type: LogType };

const safe = (text: string | null | undefined) => (typeof text === "string" ? logSafeText(text) : text);

/**
 * Stores one log entry. Its texts often hold what a caller typed (a sign-in's email, a file name, an ERP's message),
 * so every control character in them is written out as an escape here, whoever the caller: no entry can carry a line
 * break into the viewer, its CSV export or a terminal.
 */
export async function writeLog(db: Db, entry: LogInput) {
  await db.insert(logs).values({
    ...entry,
    userEmail: safe(entry.userEmail),
    companyCode: safe(entry.companyCode),
    message: logSafeText(entry.message),
    ...(entry.meta ? { meta: logSafeValue(entry.meta) as Record<string, unknown> } : {}),
  });
}
