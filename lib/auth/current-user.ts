import { redirect } from "next/navigation";
import { connection } from "next/server";
import { getServerSession } from "next-auth";
import type { Claims } from "./claims";
import { getAuthOptions } from "./options";

/** The signed-in user of a server component, or a redirect to Login (layouts check again; the proxy only redirects). */
export async function requireUser(): Promise<Claims> {
  // Signed-in pages are per request; never prerender them (the auth options read secrets at run time).
  await connection();
  const session = await getServerSession(getAuthOptions());
  if (!session?.user) redirect("/");
  return session.user;
}
