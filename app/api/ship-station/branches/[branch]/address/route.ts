// GET /api/ship-station/branches/{branch}/address – a branch's address (its entity read as a customer), the Ship From of a manual shipment
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { getErpConnection } from "@/lib/erp/session";
import { assertAccessibleBranch } from "@/lib/shipping/desk/accessible-branches";
import { readShipFrom } from "@/lib/shipping/desk/get-order-details";
import { branchIdSchema } from "@/lib/shipping/desk/schemas";
import { requireProduct } from "@/lib/products/require-product";

export const GET = authedRoute<{ branch: string }>(async ({ params, db, auth }) => {
  await requireProduct(db, auth.claims, "ship54");
  const branch = branchIdSchema.parse(decodeURIComponent(params.branch));
  const conn = await getErpConnection(db, auth);
  // Only the user's own branches, as on the dashboard: another branch's address is not theirs to ship from.
  await assertAccessibleBranch(conn, auth.claims, branch);
  return NextResponse.json({ branch, address: await readShipFrom(conn, branch) });
});
