// POST /api/auth/logout – end the caller's session (a bearer token's, or the cookie's); other sessions stay
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { endSession } from "@/lib/auth/end-sessions";

export const POST = authedRoute(async ({ db, auth }) => {
  await endSession(db, auth.sid);
  return NextResponse.json({ signedOut: true });
});
