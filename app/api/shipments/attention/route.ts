// GET /api/shipments/attention?branch=&companyId= – Needs Attention: the shipments whose money or delivery is not settled
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { readQuery } from "@/lib/api/read-query";
import { readAttentionFor } from "@/lib/shipping/attention/read-attention";
import { attentionQuerySchema } from "@/lib/shipping/attention/schemas";

export const GET = authedRoute(async ({ req, db, auth }) => {
  const query = readQuery(req, attentionQuerySchema);
  return NextResponse.json(await readAttentionFor(db, auth.claims, query));
});
