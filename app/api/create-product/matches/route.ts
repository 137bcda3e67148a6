// GET /api/create-product/matches – existing ERP products with the same UPC or catalog number
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { readQuery } from "@/lib/api/read-query";
import { findProductMatches } from "@/lib/create-product/find-matches";
import { productMatchesQuerySchema } from "@/lib/create-product/schemas";
import { getErpConnection } from "@/lib/erp/session";

export const GET = authedRoute(async ({ req, db, auth }) => {
  const query = readQuery(req, productMatchesQuerySchema);
  const conn = await getErpConnection(db, auth);
  return NextResponse.json({ matches: await findProductMatches(conn, query) });
});
