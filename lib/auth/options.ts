import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getDb } from "@/db/client";
import { revokeErpSession } from "@/lib/erp/session";
import { getEnv } from "@/lib/env";
import { claimsSchema } from "./claims";
import { requestMeta } from "./request-meta";
import { loginBodySchema } from "./schemas";
import { signIn } from "./sign-in";
import { ThrottledError } from "./throttle";

/** Built per call so the secret and lifetime come from the environment at run time, not at build time. */
export function getAuthOptions(): NextAuthOptions {
  const env = getEnv();
  return {
    secret: env.NEXTAUTH_SECRET,
    session: { strategy: "jwt", maxAge: env.SESSION_MAX_AGE_HOURS * 3600 },
    pages: { signIn: "/", error: "/" },
    providers: [
      CredentialsProvider({
        name: "E54 Portal",
        credentials: { email: { label: "Username", type: "text" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, req) {
          const body = loginBodySchema.safeParse(credentials);
          if (!body.success) return null;
          try {
            const auth = await signIn(await getDb(), body.data, requestMeta(req?.headers));
            return { id: auth.claims.userId, email: auth.claims.email, claims: auth.claims, sid: auth.sid };
          } catch (err) {
            // next-auth hands a thrown message to the client as `error`; only the throttle's is worth showing.
            if (err instanceof ThrottledError) throw new Error(err.message);
            return null;
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user && "claims" in user) {
          token.claims = user.claims;
          token.sid = user.sid;
        }
        return token;
      },
      async session({ session, token }) {
        const claims = claimsSchema.safeParse(token.claims);
        if (claims.success) session.user = claims.data;
        return session;
      },
    },
    events: {
      async signOut({ token }) {
        if (typeof token?.sid === "string") await revokeErpSession(await getDb(), token.sid);
      },
    },
  };
}
