// GET /api/ship-station/branches – the branches the signed-in user may ship from (ERP user's accessible branches)
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { getErpConnection } from "@/lib/erp/session";
import { listAccessibleBranches } from "@/lib/shipping/desk/accessible-branches";

export const GET = authedRoute(async ({ db, auth }) => {
  const conn = await getErpConnection(db, auth);
  return NextResponse.json(await listAccessibleBranches(conn, auth.claims));
});
