// POST /api/erp-proxy – one allowlisted ERP call on behalf of the signed-in user
import { fileResponse } from "@/lib/api/file-response";
import { authedRoute, readJson } from "@/lib/api/handler";
import { proxyBodySchema, resolveProxyCall } from "@/lib/erp/proxy-request";
import { proxyCreateOnce } from "@/lib/erp-writes/proxy-create-once";
import { writeScope } from "@/lib/erp-writes/write-scope";

// Plain Responses: the answer carries no cookies, so NextResponse's cookie and URL wrappers would be work for nothing
// on the portal's busiest route.
export const POST = authedRoute(
  async (args) => {
    const call = resolveProxyCall(proxyBodySchema.parse(await readJson(args.req)));
    const scope = await writeScope(args);
    const run = () => call.entry.run(scope.conn, call);
    // A PUT carries the record's updateKey (or sets a status), so repeating it changes nothing; a POST creates.
    const answer = call.entry.method === "POST" ? await proxyCreateOnce(scope, call, run) : await run();
    if (Buffer.isBuffer(answer)) {
      // The ERP's PDFs (an invoice): a download with its name, never sniffed; the screen shows it from the bytes.
      const name = call.path.id ? `invoice-${call.path.id}.pdf` : "document.pdf";
      return fileResponse(new Blob([new Uint8Array(answer)], { type: "application/pdf" }), name);
    }
    return new Response(JSON.stringify(answer ?? {}), { headers: { "Content-Type": "application/json" } });
  },
  { readsJson: true },
);
