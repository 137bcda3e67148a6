import { and, eq, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users, type Company, type User } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { endOtherSessions } from "@/lib/auth/end-sessions";
import { hashPassword } from "@/lib/auth/password";
import { checkUserReferences } from "./check-user-references";
import { getUserOrThrow } from "./get-user-or-throw";
import { pgErrorCode, UNIQUE_VIOLATION } from "@/db/pg-error-code";
import type { UserBody } from "./schemas";
import { toUserDto, type UserDto } from "./user-dto";

type Saved = { user: UserDto; company: Company | null };

const emailTaken = (email: string) =>
  new ApiError({ code: "conflict", message: `A user with email ${email} already exists.` });
const needsPassword = () =>
  new ApiError({ code: "unprocessable", message: "Password is required for an administrator" });

function columns(body: UserBody) {
  const { password: _password, ...rest } = body;
  return rest;
}

/** Admins get a slow hash of the typed password; customers never have one (they sign in through the ERP). */
export async function createUser(db: Db, body: UserBody): Promise<Saved> {
  const company = await checkUserReferences(db, body);
  if (body.userType === "admin" && !body.password) throw needsPassword();
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  const [row] = await db
    .insert(users)
    .values({ ...columns(body), passwordHash })
    .onConflictDoNothing()
    .returning();
  if (!row) throw emailTaken(body.email);
  return { user: toUserDto(row), company };
}

/**
 * The user's ERP identity: their sessions hold an ERP session opened at sign-in as that ERP user, for that company,
 * so none may outlive a change of it. Compared as the claims carry the ERP user name (upper-cased).
 */
function erpIdentity(u: Pick<User, "userType" | "companyId" | "erpUserName">): string {
  return JSON.stringify([u.userType, u.companyId, u.erpUserName?.toUpperCase() ?? null]);
}

/**
 * A typed password is hashed again (CLARIFICATIONS 41); an empty one keeps the stored hash. A new password ends
 * every other session of that user (CLARIFICATIONS 47); the caller's own session, when it is theirs, stays. A new
 * type, company or ERP user name ends all of them: their ERP sessions were opened as someone the user no longer is.
 * Products and roles need nothing here: every request reads them afresh.
 */
export async function updateUser(
  db: Db,
  params: { id: string; body: UserBody; callerId: string; callerSid?: string },
): Promise<Saved> {
  const { id, body, callerId } = params;
  const existing: User = await getUserOrThrow(db, id);
  if (id === callerId && body.userType !== existing.userType) {
    throw new ApiError({ code: "conflict", message: "You cannot change your own user type." });
  }
  const company = await checkUserReferences(db, body);
  const clash = await db.query.users.findFirst({
    where: and(eq(users.email, body.email), ne(users.id, id)),
    columns: { id: true },
  });
  if (clash) throw emailTaken(body.email);
  let passwordHash: string | null = null;
  if (body.userType === "admin") {
    passwordHash = body.password ? await hashPassword(body.password) : existing.passwordHash;
    if (!passwordHash) throw needsPassword();
  }
  try {
    const [row] = await db
      .update(users)
      .set({ ...columns(body), passwordHash, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw new ApiError({ code: "not_found", message: "User not found." });
    if (erpIdentity(row) !== erpIdentity(existing)) await endOtherSessions(db, { userId: id });
    else if (body.userType === "admin" && body.password)
      await endOtherSessions(db, { userId: id, keep: params.callerSid });
    return { user: toUserDto(row), company };
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION) throw emailTaken(body.email);
    throw err;
  }
}
