// GET /api/ship-station/orders?branch= – the branch's shipping queue (print status Q) with PRINT.REVIEW statuses
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { getErpConnection } from "@/lib/erp/session";
import { assertAccessibleBranch } from "@/lib/shipping/desk/accessible-branches";
import { listShippingQueue } from "@/lib/shipping/desk/list-shipping-queue";
import { queueQuerySchema } from "@/lib/shipping/desk/schemas";

export const GET = authedRoute(async ({ req, db, auth }) => {
  const { branch } = queueQuerySchema.parse({ branch: req.nextUrl.searchParams.get("branch") ?? "" });
  const conn = await getErpConnection(db, auth);
  const [, orders] = await Promise.all([
    assertAccessibleBranch(conn, auth.claims, branch),
    listShippingQueue(conn, branch),
  ]);
  return NextResponse.json({ branch, orders });
});
