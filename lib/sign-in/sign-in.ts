import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { ApiError } from "@/lib/errors/api-error";
import type { RequestFacts } from "@/lib/api/request-facts";
import { companies, users } from "@/db/schema";
import { erpOrigin } from "@/lib/erp/environments";
import { openErpSession } from "@/lib/erp/session";
import { writeLog } from "@/lib/logs/write-log";
import { logger } from "@/lib/logger";
import { buildClaims } from "../auth/build-claims";
import type { SignedIn } from "@/lib/auth/claims";
import { createSession, type NewErpSession } from "../auth/create-session";
import { verifyPassword } from "../auth/password";
import { LOGIN_FAILED_MESSAGE } from "./messages";
import type { LoginBody } from "./schemas";
import { ThrottledError, throttleSignIn, type SignInAttempt } from "./throttle";

/** Every failure looks the same to the caller (CLARIFICATIONS 2): one 401; the reason goes to the log only. */
export class SignInError extends ApiError {
  constructor(readonly reason: string) {
    super({ code: "unauthorized", message: LOGIN_FAILED_MESSAGE });
    this.name = "SignInError";
  }
}

async function findUser(db: Db, email: string) {
  const user = await db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) });
  if (!user) return null;
  const company = user.companyId
    ? ((await db.query.companies.findFirst({ where: eq(companies.id, user.companyId) })) ?? null)
    : null;
  return { user, company };
}

/** Checks the password; a customer's check opens their ERP session, which their portal session then keeps. */
async function authenticate(db: Db, found: NonNullable<Awaited<ReturnType<typeof findUser>>>, password: string) {
  const { user, company } = found;
  if (user.userType === "admin") {
    if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash)))
      throw new SignInError("wrong password");
    return { method: "internal-password", erp: undefined, erpPort: undefined };
  }
  if (!company || !user.erpUserName) throw new SignInError("customer without company or ERP user name");
  const port = company.apiPorts.includes(user.lastPort) ? user.lastPort : (company.apiPorts[0] ?? user.lastPort);
  try {
    const session = await openErpSession({
      apiBaseUrl: company.apiBaseUrl,
      port,
      username: user.erpUserName,
      password,
    });
    if (port !== user.lastPort) await db.update(users).set({ lastPort: port }).where(eq(users.id, user.id));
    const erp: NewErpSession = { origin: erpOrigin(company.apiBaseUrl, port), ...session };
    return { method: "erp-session", erp, erpPort: port };
  } catch (err) {
    throw new SignInError(`ERP rejected the session (${err instanceof Error ? err.message : String(err)})`);
  }
}

/** Sign a user in: admins by their local hash, customers by opening an ERP session (CLARIFICATIONS 1). */
export async function signIn(db: Db, body: LoginBody, meta: Pick<RequestFacts, "ip" | "userAgent">): Promise<SignedIn> {
  const email = body.email.trim().toLowerCase();
  const baseMeta = { ip: meta.ip, userAgent: meta.userAgent };
  let attempt: SignInAttempt;
  try {
    attempt = await throttleSignIn(db, { email, ip: meta.ip });
  } catch (err) {
    if (err instanceof ThrottledError) {
      await writeLog(db, {
        type: "login-failure",
        userEmail: email,
        message: "Sign-in refused: too many failures",
        meta: { ...baseMeta, throttled: true },
      });
    }
    throw err;
  }
  const found = await findUser(db, email);
  try {
    if (!found) throw new SignInError("unknown email");
    const { method, erp, erpPort } = await authenticate(db, found, body.password);
    await attempt.succeeded();
    const session = await createSession(db, { userId: found.user.id, erp });
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
    return { claims, sid: session.id, expiresAt: session.expiresAt };
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
