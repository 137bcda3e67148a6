import type { Db } from "@/db/client";
import type { RequestFacts } from "@/lib/api/request-facts";
import type { AuthContext } from "@/lib/auth/claims";
import { writeLog } from "./write-log";

type Entity = "company" | "user" | "menu" | "product";
export type AdminAction = `${Entity}.${"create" | "update" | "delete"}` | "user.invite";

/** What a handler says about its change; the route wrapper's `audit` option adds who and from where. */
export type AuditEntry = {
  action: AdminAction;
  message: string;
  /** What was changed (ids, names); never a secret. */
  target?: Record<string, unknown>;
  /** The company the change concerns, so the Logs page can show and filter it. */
  company?: { id: string; companyCode: string } | null;
};

/** Every admin write is recorded with who did it, from where (issue 6, item 7). */
export async function writeAdminLog(db: Db, { auth, facts, entry }: { auth: AuthContext; facts: RequestFacts; entry: AuditEntry }) {
  const { action, message, target, company } = entry;
  await writeLog(db, {
    type: "admin",
    userId: auth.claims.userId,
    userEmail: auth.claims.email,
    companyId: company?.id ?? null,
    companyCode: company?.companyCode ?? null,
    message,
    meta: { ip: facts.ip, userAgent: facts.userAgent, method: facts.method, action, ...target },
  });
}
