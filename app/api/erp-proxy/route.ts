// POST /api/erp-proxy – one allowlisted ERP call on behalf of the signed-in user
import { authedRoute, readJson } from "@/lib/api/handler";
import { proxyBodySchema, resolveProxyCall } from "@/lib/erp/proxy-request";
import { getErpConnection } from "@/lib/erp/session";

// Plain Responses: the answer carries no cookies, so NextResponse's cookie and URL wrappers would be work for nothing
// on the portal's busiest route.
export const POST = authedRoute(async ({ req, db, auth }) => {
  const call = resolveProxyCall(proxyBodySchema.parse(await readJson(req)));
  const conn = await getErpConnection(db, auth);
  const answer = await call.entry.run(conn, call);
  if (Buffer.isBuffer(answer)) {
    return new Response(new Uint8Array(answer), { headers: { "Content-Type": "application/pdf" } });
  }
  return new Response(JSON.stringify(answer ?? {}), { headers: { "Content-Type": "application/json" } });
});
