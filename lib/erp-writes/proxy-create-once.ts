import type { ResolvedCall } from "@/lib/erp/proxy-request";
import { RecoveryImpossibleError } from "@/lib/intents/errors";
import { runOnce } from "@/lib/intents/run-once";
import { contentHash, erpWriteKey } from "./intent-key";
import type { WriteScope } from "./write-scope";

export const PROXY_ANSWER_LOST =
  "The ERP did not confirm this change, and it may have been made. Check the record in the ERP before sending it again.";

/**
 * A create sent through the ERP proxy (a POST: a vendor, a product, a freight line) happens once per company, ERP
 * environment, call and content, like the screens' own write routes: a double click or a retry answers the first
 * result. Only the screens' routes know how to find a record whose answer was lost; here that case is said, never
 * guessed, so the same content is not created a second time.
 */
export async function proxyCreateOnce(
  scope: WriteScope,
  call: ResolvedCall,
  create: () => Promise<unknown>,
): Promise<unknown> {
  const key = erpWriteKey(
    scope,
    call.entry.method,
    call.entry.path,
    contentHash({ path: call.path, params: call.params, body: call.body }),
  );
  const { result } = await runOnce<unknown>(
    scope.db,
    {
      kind: "erp-proxy-create",
      subject: "record",
      key,
      companyId: scope.companyId,
      request: { method: call.entry.method, path: call.entry.path, ...call.path },
    },
    {
      recover: async () => {
        throw new RecoveryImpossibleError({ code: "bad_gateway", message: PROXY_ANSWER_LOST });
      },
      act: async (_intent, { write }) => (await write(create)) ?? {},
    },
  );
  return result;
}
