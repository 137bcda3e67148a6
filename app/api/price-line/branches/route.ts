// GET /api/price-line/branches – the seven companies and the branches of their territories, by name
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { getErpConnection } from "@/lib/erp/session";
import { branchDirectory } from "@/lib/price-line/branch-directory";

export const GET = authedRoute(async ({ db, auth }) => {
  const conn = await getErpConnection(db, auth);
  return NextResponse.json({ companies: await branchDirectory(conn) });
});
