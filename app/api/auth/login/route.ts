// POST /api/auth/login – sign in and answer a bearer token for API clients (spec 1 section 7)
import { NextResponse } from "next/server";
import { publicRoute, readJson } from "@/lib/api/handler";
import { signBearerToken } from "@/lib/auth/bearer-token";
import { loginBodySchema } from "@/lib/sign-in/schemas";
import { signIn } from "@/lib/sign-in/sign-in";

// A failure is a SignInError (401, one message for every reason) or a ThrottledError (429 with Retry-After).
export const POST = publicRoute(async ({ req, db, facts }) => {
  const auth = await signIn(db, loginBodySchema.parse(await readJson(req)), facts);
  return NextResponse.json({ token: await signBearerToken(auth) });
});
