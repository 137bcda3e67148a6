// The rules' calls as Ship54 Settings makes them, for the suites that apply the rules.
import { eq } from "drizzle-orm";
import { POST as addRoute } from "@/app/api/ship54/rules/[kind]/route";
import type { Db } from "@/db/client";
import { ship54Rules } from "@/db/schema";
import { callRoute } from "@/tests/helpers/call-route";

/** Add Rule at the end of a list; answers the rule's id. */
export async function addRule(token: string, kind: "shipping" | "freight", body: Record<string, unknown>) {
  const made = await callRoute(addRoute, { token, params: { kind }, body: { conditions: {}, ...body } });
  if (made.status !== 201) throw new Error(`add ${kind} rule ${made.status}: ${JSON.stringify(made.json)}`);
  return made.json.id as string;
}

/** Every rule of a company gone: each test starts with none. */
export const dropRules = (db: Db, companyId: string) =>
  db.delete(ship54Rules).where(eq(ship54Rules.companyId, companyId));
