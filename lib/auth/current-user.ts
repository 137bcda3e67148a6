import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { cache } from "react";
import { getDb } from "@/db/client";
import type { AuthContext, Claims } from "./claims";
import { resolveSession } from "./resolve-session";
import { cookieSessionId } from "./session-cookie";

/**
 * The signed-in caller of a page, read from the database once per request however many layouts and pages ask
 * (React's request cache); null when signed out, ended or deleted.
 */
export const currentAuth = cache(async (): Promise<AuthContext | null> => {
  // Signed-in pages are per request; never prerender them (the auth options read secrets at run time).
  await connection();
  const sid = await cookieSessionId(await cookies());
  return sid ? resolveSession(await getDb(), sid) : null;
});

/** The signed-in user of a server component, or a redirect to Login (layouts check again; the proxy only redirects). */
export async function requireUser(): Promise<Claims> {
  const auth = await currentAuth();
  if (!auth) redirect("/");
  return auth.claims;
}
