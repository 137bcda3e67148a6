// next-auth's own endpoints: csrf, the credentials callback, session, sign-out.
import type { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { getAuthOptions } from "@/lib/auth/options";

type Ctx = { params: Promise<{ nextauth: string[] }> };

async function handler(req: NextRequest, ctx: Ctx) {
  return NextAuth(req, ctx, getAuthOptions());
}

export { handler as GET, handler as POST };
