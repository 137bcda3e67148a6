import type { AuditWriter } from "@/lib/api/handler";
import { writeLog } from "./write-log";

/** Every admin write is recorded with who did it, from where (issue 6, item 7): the admin routes' `audit` writer. */
export const writeAdminLog: AuditWriter = async (db, { auth, facts, entry }) => {
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
};
