import { redirect } from "next/navigation";
import { getServerSession } from "next-auth";
import type { Claims } from "./claims";
import { getAuthOptions } from "./options";

/** The signed-in user of a server component, or a redirect to Login (layouts check again; the proxy only redirects). */
export async function requireUser(): Promise<Claims> {
  const session = await getServerSession(getAuthOptions());
  if (!session?.user) redirect("/");
  return session.user;
}
