// GET /api/ship-station/boxes?branch=&customer= – the preparation screen's boxes: the branch's presets, the customer's last box
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { readQuery } from "@/lib/api/read-query";
import { readLastBox } from "@/lib/shipping/boxes/customer-last-box";
import { listBoxPresets } from "@/lib/shipping/boxes/list-box-presets";
import { deskBoxesQuerySchema } from "@/lib/shipping/boxes/schemas";
import { requireProduct } from "@/lib/products/require-product";

export const GET = authedRoute(async ({ req, db, auth, company }) => {
  await requireProduct(db, auth.claims, "ship54");
  const { branch, customer } = readQuery(req, deskBoxesQuerySchema);
  const { companyId } = await company.resolve();
  const [presets, lastBox] = await Promise.all([
    listBoxPresets(db, { companyId, branch }),
    customer ? readLastBox(db, { companyId, customerId: customer }) : null,
  ]);
  return NextResponse.json({ presets, lastBox });
});
