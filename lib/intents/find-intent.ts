import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { intents, type Intent } from "@/db/schema";

/** The intent recorded for (kind, key), if any: read before a flow decides whether a request is a new action. */
export async function findIntent(db: Db, spec: { kind: string; key: string }): Promise<Intent | undefined> {
  return db.query.intents.findFirst({ where: and(eq(intents.kind, spec.kind), eq(intents.key, spec.key)) });
}
