import "server-only";
import type { NextAuthOptions, Session } from "next-auth";
import { encode, type JWT } from "next-auth/jwt";
import CredentialsProvider from "next-auth/providers/credentials";
import { getDb } from "@/db/client";
import { requestFacts } from "@/lib/api/request-facts";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";
import type { AuthContext } from "../auth/claims";
import { endSession } from "../auth/end-sessions";
import { throttledSignInCode } from "./messages";
import { resolveSession } from "../auth/resolve-session";
import { loginBodySchema } from "./schemas";
import { sessionCookieSettings } from "../auth/session-cookie";
import { signIn } from "./sign-in";
import { ThrottledError } from "./throttle";

// What the jwt callback read from the database, for the session callback of the same request (one query, not two).
const resolved = new WeakMap<JWT, AuthContext>();

/** Seconds left of the session's fixed lifetime: a re-issued cookie never outlives the session it names. */
function secondsLeft(token: JWT | undefined, fallback: number): number {
  const end = token?.sessionExpiresAt;
  return typeof end === "number" ? Math.max(0, end - Math.floor(Date.now() / 1000)) : fallback;
}

/** Built per call so the secret and lifetime come from the environment at run time, not at build time. */
export function getAuthOptions(): NextAuthOptions {
  const env = getEnv();
  const cookie = sessionCookieSettings();
  return {
    secret: env.NEXTAUTH_SECRET,
    session: { strategy: "jwt", maxAge: env.SESSION_MAX_AGE_HOURS * 3600 },
    useSecureCookies: cookie.secure,
    cookies: {
      sessionToken: {
        name: cookie.name,
        options: { httpOnly: true, sameSite: "lax", path: "/", secure: cookie.secure },
      },
    },
    jwt: { encode: (params) => encode({ ...params, maxAge: secondsLeft(params.token, params.maxAge ?? 0) }) },
    pages: { signIn: "/", error: "/" },
    logger: {
      // An ended session read at GET /api/auth/session is routine (signed out elsewhere, deleted), not an error.
      error: (code, metadata) =>
        code === "JWT_SESSION_ERROR"
          ? logger.info({ code }, "session ended")
          : logger.error({ code, metadata }, "next-auth error"),
      warn: (code) => logger.warn({ code }, "next-auth warning"),
      debug: () => undefined,
    },
    providers: [
      CredentialsProvider({
        name: "E54 Portal",
        credentials: { email: { label: "Username", type: "text" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, req) {
          const body = loginBodySchema.safeParse(credentials);
          if (!body.success) return null;
          try {
            const auth = await signIn(
              await getDb(),
              body.data,
              requestFacts({ headers: req?.headers ?? {}, method: req?.method }),
            );
            return {
              id: auth.claims.userId,
              email: auth.claims.email,
              sid: auth.sid,
              expiresAt: auth.expiresAt.getTime(),
            };
          } catch (err) {
            // next-auth hands a thrown message to the client as `error`: a code the Login form maps to its text.
            // Only the throttle's is worth telling apart; every other failure reads the same (spec 1).
            if (err instanceof ThrottledError) throw new Error(throttledSignInCode(err.minutes));
            return null;
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        // At sign-in the cookie gets the session id and its fixed end, nothing else (no claims, no ERP token).
        if (user && "sid" in user) return { sid: user.sid, sessionExpiresAt: Math.floor(user.expiresAt / 1000) };
        // Every later read (GET /api/auth/session) checks the session is still live; a throw makes next-auth clear
        // the cookie and answer an empty session.
        const auth = await resolveSession(await getDb(), token.sid);
        if (!auth) throw new Error("The session has ended.");
        resolved.set(token, auth);
        return token;
      },
      async session({ token }) {
        const auth = resolved.get(token) ?? (await resolveSession(await getDb(), token.sid));
        if (!auth) return { expires: new Date(0).toISOString() } as Session;
        // Fresh claims (a product granted a moment ago shows at once) and the session's real, fixed end.
        return { user: auth.claims, expires: auth.expiresAt.toISOString() };
      },
    },
    events: {
      async signOut({ token }) {
        if (token?.sid) await endSession(await getDb(), token.sid);
      },
    },
  };
}
