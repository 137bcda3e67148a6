// Check Again (`POST /api/intents/{id}/check`, issue 24 point 4) as the screens press it, when the portal has it.
import { and, desc, eq, like } from "drizzle-orm";
import type { Db } from "@/db/client";
import { intents } from "@/db/schema";
import { callRoute } from "@/tests/helpers/call-route";
import { answerOf } from "./answers";
import type { Answer } from "./model";

type CheckRoute = Parameters<typeof callRoute<{ id: string }>>[0];

// A name the compiler does not follow: the checker runs on code that may not have the route yet.
const CHECK_ROUTE = "@/app/api/intents/[id]/check/route";
let loaded: Promise<CheckRoute | null> | undefined;

/** The Check Again route handler, or null where the portal has none (the move is then a plain press). */
export function checkAgainRoute(): Promise<CheckRoute | null> {
  loaded ??= import(/* @vite-ignore */ CHECK_ROUTE).then(
    (m: { POST?: CheckRoute }) => m.POST ?? null,
    () => null,
  );
  return loaded;
}

/** Check Again as `token`'s user (the runner presses it only where the route exists). */
export async function checkAgainAs(token: string, intentId: string): Promise<Answer> {
  const route = await checkAgainRoute();
  if (!route) throw new Error("this portal has no Check Again route");
  const { status, json } = await callRoute(route, { method: "POST", token, params: { id: intentId } });
  return answerOf(status, json);
}

/** The newest intent of a kind whose key contains `keyPart`. */
export async function findIntentId(db: Db, intent: { kind: string; keyPart: string }): Promise<string | undefined> {
  const [row] = await db
    .select({ id: intents.id })
    .from(intents)
    .where(and(eq(intents.kind, intent.kind), like(intents.key, `%${intent.keyPart}%`)))
    .orderBy(desc(intents.createdAt))
    .limit(1);
  return row?.id;
}
