// GET /api/shipments/attention?branch=&companyId= – Needs Attention: the shipments whose money or delivery is not settled
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { readQuery } from "@/lib/api/read-query";
import { readAttention } from "@/lib/shipping/attention/read-attention";
import { attentionQuerySchema } from "@/lib/shipping/attention/schemas";
import { EVERY_COMPANY } from "@/lib/shipping/core/find-shipment";
import { shipmentScope } from "@/lib/shipping/tracking/shipments/shipment-access";

export const GET = authedRoute(async ({ req, db, auth }) => {
  const { branch, companyId } = readQuery(req, attentionQuerySchema);
  const owner = (await shipmentScope(db, auth.claims, companyId)) ?? EVERY_COMPANY;
  return NextResponse.json(await readAttention(db, { owner, branch }));
});
