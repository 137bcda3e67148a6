// POST /api/erp-proxy – one allowlisted ERP call on behalf of the signed-in user
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/route";
import { proxyBodySchema, resolveProxyCall } from "@/lib/erp/proxy-request";
import { getErpConnection } from "@/lib/erp/session";

export const POST = authedRoute(async ({ req, db, auth }) => {
  const call = resolveProxyCall(proxyBodySchema.parse(await readJson(req)));
  const conn = await getErpConnection(db, auth);
  const answer = await call.entry.run(conn, call);
  if (Buffer.isBuffer(answer)) {
    return new NextResponse(new Uint8Array(answer), { headers: { "Content-Type": "application/pdf" } });
  }
  return NextResponse.json(answer ?? {});
});
