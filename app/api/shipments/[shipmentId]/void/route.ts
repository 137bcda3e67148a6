// POST /api/shipments/{shipmentId}/void – void a bought label once: Shippo's refund, the freed package key, the freight reversed
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { getErpConnection } from "@/lib/erp/session";
import { voidLabelSchema } from "@/lib/shipping/voids/schemas";
import { voidLabel } from "@/lib/shipping/voids/void-label";
import { requireProduct } from "@/lib/products/require-product";

export const POST = authedRoute<{ shipmentId: string }>(async ({ req, params, db, auth, company }) => {
  await requireProduct(db, auth.claims, "ship54");
  const { companyId } = voidLabelSchema.parse(await readJson(req));
  const voided = await voidLabel(db, {
    companyId: (await company.resolve(companyId)).companyId,
    shipmentId: params.shipmentId,
    erp: () => getErpConnection(db, auth),
    sessionId: auth.sid,
  });
  return NextResponse.json(voided);
});
