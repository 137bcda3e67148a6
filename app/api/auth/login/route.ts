// POST /api/auth/login – sign in and answer a bearer token for API clients (spec 1 section 7)
import { NextResponse } from "next/server";
import { ApiError } from "@/lib/api/errors";
import { publicRoute, readJson } from "@/lib/api/route";
import { signBearerToken } from "@/lib/auth/bearer-token";
import { requestMeta } from "@/lib/auth/request-meta";
import { LOGIN_FAILED_MESSAGE, loginBodySchema } from "@/lib/auth/schemas";
import { signIn, SignInError } from "@/lib/auth/sign-in";
import { ThrottledError } from "@/lib/auth/throttle";

export const POST = publicRoute(async ({ req, db }) => {
  const body = loginBodySchema.parse(await readJson(req));
  try {
    const auth = await signIn(db, body, requestMeta(req.headers));
    return NextResponse.json({ token: await signBearerToken(auth) });
  } catch (err) {
    if (err instanceof ThrottledError) {
      throw new ApiError({ code: "too_many_requests", message: err.message, headers: { "Retry-After": String(err.retryAfterSeconds) } });
    }
    if (err instanceof SignInError) throw new ApiError({ code: "unauthorized", message: LOGIN_FAILED_MESSAGE });
    throw err;
  }
});
