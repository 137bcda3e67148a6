import type { Db } from "@/db/client";
import { logs, type NewLogEntry } from "@/db/schema";

export const LOG_TYPES = ["login", "login-failure", "file-upload", "surcharge", "admin"] as const;
export type LogType = (typeof LOG_TYPES)[number];

export type LogInput = Omit<NewLogEntry, "id" | "timestamp" | "type"> & { type: LogType };

export async function writeLog(db: Db, entry: LogInput) {
  await db.insert(logs).values(entry);
}
