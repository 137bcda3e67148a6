import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, users, type Company, type User } from "@/db/schema";
import { openErpSession, storeErpSession } from "@/lib/erp/session";
import { writeLog } from "@/lib/logs/write-log";
import { logger } from "@/lib/logger";
import type { AuthContext, Claims } from "./claims";
import { verifyPassword } from "./password";
import type { LoginBody } from "./schemas";
import { assertNotThrottled, ThrottledError } from "./throttle";

export type RequestMeta = { ip: string; userAgent: string };

/** Every failure looks the same to the caller (CLARIFICATIONS 2); the reason goes to the log only. */
export class SignInError extends Error {
  constructor(readonly reason: string) {
    super("Invalid credentials");
    this.name = "SignInError";
  }
}

export function buildClaims(user: User, company: Company | null): Claims {
  return {
    userId: user.id,
    email: user.email,
    userType: user.userType,
    lastPort: user.lastPort,
    erpUserName: user.erpUserName ? user.erpUserName.toUpperCase() : null,
    companyCode: company?.companyCode ?? null,
    apiBaseUrl: company?.apiBaseUrl ?? null,
    companyId: company ? { _id: company.id, apiPorts: company.apiPorts } : null,
    products: user.products,
    roles: user.roles,
  };
}

async function findUser(db: Db, email: string) {
  const user = await db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) });
  if (!user) return null;
  const company = user.companyId
    ? ((await db.query.companies.findFirst({ where: eq(companies.id, user.companyId) })) ?? null)
    : null;
  return { user, company };
}

async function authenticate(db: Db, found: NonNullable<Awaited<ReturnType<typeof findUser>>>, password: string) {
  const { user, company } = found;
  if (user.userType === "admin") {
    if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash))) throw new SignInError("wrong password");
    return { method: "internal-password", sid: null, erpPort: undefined };
  }
  if (!company || !user.erpUserName) throw new SignInError("customer without company or ERP user name");
  const port = company.apiPorts.includes(user.lastPort) ? user.lastPort : (company.apiPorts[0] ?? user.lastPort);
  try {
    const session = await openErpSession({ apiBaseUrl: company.apiBaseUrl, port, username: user.erpUserName, password });
    const sid = await storeErpSession(db, { userId: user.id, port, ...session });
    if (port !== user.lastPort) await db.update(users).set({ lastPort: port }).where(eq(users.id, user.id));
    return { method: "erp-session", sid, erpPort: port };
  } catch (err) {
    throw new SignInError(`ERP rejected the session (${err instanceof Error ? err.message : String(err)})`);
  }
}

/** Sign a user in: admins by their local hash, customers by opening an ERP session (CLARIFICATIONS 1). */
export async function signIn(db: Db, body: LoginBody, meta: RequestMeta): Promise<AuthContext> {
  const email = body.email.trim().toLowerCase();
  const baseMeta = { ip: meta.ip, userAgent: meta.userAgent };
  try {
    await assertNotThrottled(db, { email, ip: meta.ip });
  } catch (err) {
    if (err instanceof ThrottledError) {
      await writeLog(db, { type: "login-failure", userEmail: email, message: "Sign-in refused: too many failures", meta: { ...baseMeta, throttled: true } });
    }
    throw err;
  }
  const found = await findUser(db, email);
  try {
    if (!found) throw new SignInError("unknown email");
    const { method, sid, erpPort } = await authenticate(db, found, body.password);
    const claims = buildClaims(found.user, found.company);
    if (erpPort !== undefined) claims.lastPort = erpPort;
    await writeLog(db, {
      type: "login",
      userId: found.user.id,
      userEmail: found.user.email,
      companyId: found.company?.id,
      companyCode: found.company?.companyCode,
      message: `${found.user.email} signed in`,
      meta: { ...baseMeta, method, ...(erpPort ? { erpPort } : {}) },
    });
    return { claims, sid };
  } catch (err) {
    const reason = err instanceof SignInError ? err.reason : String(err);
    if (!(err instanceof SignInError)) logger.error({ err: reason }, "sign-in failed unexpectedly");
    await writeLog(db, {
      type: "login-failure",
      userId: found?.user.id,
      userEmail: email,
      companyId: found?.company?.id,
      companyCode: found?.company?.companyCode,
      message: `Sign-in failed for ${email}`,
      meta: { ...baseMeta, reason, method: found?.user.userType === "admin" ? "internal-password" : "erp-session" },
    });
    throw err instanceof SignInError ? err : new SignInError(reason);
  }
}

