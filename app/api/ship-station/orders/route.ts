// GET /api/ship-station/orders?branch= – the branch's shipping queue (print status Q) with PRINT.REVIEW statuses and the packages already shipped
import { NextResponse } from "next/server";
import { requireProduct } from "@/lib/products/require-product";
import { authedRoute } from "@/lib/api/handler";
import { getErpConnection } from "@/lib/erp/session";
import { assertAccessibleBranch } from "@/lib/shipping/desk/accessible-branches";
import { listShippingQueue } from "@/lib/shipping/desk/list-shipping-queue";
import { queueQuerySchema } from "@/lib/shipping/desk/schemas";
import { withShippedPackages } from "@/lib/shipping/desk/shipped-packages";

export const GET = authedRoute(async ({ req, db, auth, company }) => {
  // Ship54's desk: the user's company has it and the user owns it (one rule with Home and the sidebar).
  await requireProduct(db, auth.claims, "ship54");
  const { branch } = queueQuerySchema.parse({ branch: req.nextUrl.searchParams.get("branch") ?? "" });
  const conn = await getErpConnection(db, auth);
  const [, queued, { companyId }] = await Promise.all([
    assertAccessibleBranch(conn, auth.claims, branch),
    listShippingQueue(conn, branch),
    company.resolve(),
  ]);
  return NextResponse.json({ branch, orders: await withShippedPackages(db, { companyId, orders: queued }) });
});
