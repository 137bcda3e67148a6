// PUT /api/admin/users/{userId}/port – save the API port; open to the user themself (CLARIFICATIONS, exception 1)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { updatePortBodySchema, updateUserPort } from "@/lib/users/update-port";

export const PUT = authedRoute<{ userId: string }>(async ({ req, params, db, auth }) => {
  const { port } = updatePortBodySchema.parse(await readJson(req));
  return NextResponse.json(await updateUserPort(db, auth.claims, params.userId, port));
});
