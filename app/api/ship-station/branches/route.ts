// GET /api/ship-station/branches – the branches the signed-in user may ship from (ERP user's accessible branches)
import { NextResponse } from "next/server";
import { requireProduct } from "@/lib/products/require-product";
import { authedRoute } from "@/lib/api/handler";
import { getErpConnection } from "@/lib/erp/session";
import { listAccessibleBranches } from "@/lib/shipping/desk/accessible-branches";

export const GET = authedRoute(async ({ db, auth }) => {
  // Ship54's desk: the user's company has it and the user owns it (one rule with Home and the sidebar).
  await requireProduct(db, auth.claims, "ship54");
  const conn = await getErpConnection(db, auth);
  return NextResponse.json(await listAccessibleBranches(conn, auth.claims));
});
