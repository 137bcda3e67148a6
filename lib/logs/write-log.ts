import type { Db } from "@/db/client";
import { logs, type NewLogEntry } from "@/db/schema";
import type { LogType } from "./log-types";

export { LOG_TYPES, type LogType } from "./log-types";

export type LogInput = Omit<NewLogEntry, "id" | "timestamp" | "type"> & { type: LogType };

export async function writeLog(db: Db, entry: LogInput) {
  await db.insert(logs).values(entry);
}
