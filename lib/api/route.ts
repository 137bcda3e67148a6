import { NextResponse, type NextRequest } from "next/server";
import { ZodError } from "zod";
import { getDb, type Db } from "@/db/client";
import type { AuthContext } from "@/lib/auth/claims";
import { getAuth } from "@/lib/auth/get-auth";
import { logger } from "@/lib/logger";
import { ApiError, errorResponse, zodToApiError } from "./errors";

type RouteContext<P> = { params: Promise<P> };
type PublicHandlerArgs<P> = { req: NextRequest; params: P; db: Db };
type AuthedHandlerArgs<P> = PublicHandlerArgs<P> & { auth: AuthContext };

function toResponse(err: unknown, req: NextRequest): NextResponse {
  if (err instanceof ApiError) return errorResponse(err);
  if (err instanceof ZodError) return errorResponse(zodToApiError(err));
  if (err instanceof SyntaxError) return errorResponse(new ApiError({ code: "bad_request", message: "The request body is not valid JSON." }));
  logger.error({ err: err instanceof Error ? { message: err.message, stack: err.stack } : String(err), path: req.nextUrl.pathname }, "unhandled API error");
  return NextResponse.json({ error: "Something went wrong on our side. Please try again." }, { status: 500 });
}

/** A handler for a public route: errors become the API's JSON error body. */
export function publicRoute<P = Record<string, never>>(handler: (args: PublicHandlerArgs<P>) => Promise<Response>) {
  return async (req: NextRequest, ctx: RouteContext<P>) => {
    try {
      return await handler({ req, params: await ctx.params, db: await getDb() });
    } catch (err) {
      return toResponse(err, req);
    }
  };
}

/** A handler that needs a signed-in caller, and optionally an admin (DESIGN: the guard only redirects). */
export function authedRoute<P = Record<string, never>>(
  handler: (args: AuthedHandlerArgs<P>) => Promise<Response>,
  opts: { admin?: boolean } = {},
) {
  return publicRoute<P>(async ({ req, params, db }) => {
    const auth = await getAuth(req);
    if (!auth) throw new ApiError({ code: "unauthorized", message: "Please log in." });
    if (opts.admin && auth.claims.userType !== "admin") {
      throw new ApiError({ code: "forbidden", message: "This needs an administrator." });
    }
    return handler({ req, params, db, auth });
  });
}

export async function readJson(req: NextRequest): Promise<unknown> {
  const text = await req.text();
  if (!text) return {};
  return JSON.parse(text) as unknown;
}
