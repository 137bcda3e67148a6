import type { NextRequest } from "next/server";
import type { Db } from "@/db/client";
import type { AuthContext } from "@/lib/auth/claims";
import { requestMeta } from "@/lib/auth/request-meta";
import { writeLog } from "./write-log";

type Entity = "company" | "user" | "menu" | "product";
export type AdminAction = `${Entity}.${"create" | "update" | "delete"}` | "user.invite";

export type AdminLogInput = {
  auth: AuthContext;
  req: NextRequest;
  action: AdminAction;
  message: string;
  /** What was changed (ids, names); never a secret. */
  target?: Record<string, unknown>;
  /** The company the change concerns, so the Logs page can show and filter it. */
  company?: { id: string; companyCode: string } | null;
};

/** Every admin write is recorded with who did it, from where (issue 6, item 7). */
export async function writeAdminLog(db: Db, { auth, req, action, message, target, company }: AdminLogInput) {
  const { ip, userAgent } = requestMeta(req.headers);
  await writeLog(db, {
    type: "admin",
    userId: auth.claims.userId,
    userEmail: auth.claims.email,
    companyId: company?.id ?? null,
    companyCode: company?.companyCode ?? null,
    message,
    meta: { ip, userAgent, method: req.method, action, ...target },
  });
}
