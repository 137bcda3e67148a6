// next-auth's own endpoints: csrf, the credentials callback, session, sign-out.
import { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { refuseCrossSiteWrite } from "@/lib/api/cross-site";
import { ApiError } from "@/lib/errors/api-error";
import { errorResponse } from "@/lib/api/errors";
import { readBodyBytes } from "@/lib/api/read-body";
import { getAuthOptions } from "@/lib/sign-in/next-auth-options";

type Ctx = { params: Promise<{ nextauth: string[] }> };

// A sign-in or sign-out form is a few hundred bytes (fields of at most 254 and 1,024 characters).
const FORM_LIMIT_BYTES = 16 * 1024;

/** next-auth reads a POST body whole; it gets one read here, bounded, instead of the raw stream. */
async function bounded(req: NextRequest): Promise<NextRequest> {
  if (req.method !== "POST") return req;
  const body = await readBodyBytes(req, FORM_LIMIT_BYTES);
  return new NextRequest(req.url, { method: "POST", headers: req.headers, body: new Uint8Array(body) });
}

async function handler(req: NextRequest, ctx: Ctx) {
  try {
    // Sign-in and sign-out change state: the same cross-site refusal as every route of lib/api/handler.ts.
    refuseCrossSiteWrite(req);
    return await NextAuth(await bounded(req), ctx, getAuthOptions());
  } catch (err) {
    if (err instanceof ApiError) return errorResponse(err);
    throw err;
  }
}

export { handler as GET, handler as POST };
