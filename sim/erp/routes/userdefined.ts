// UserDefined files (ERP contract, sim/erp/README.md): GET /UserDefined/{FILE}?id=, PUT /UserDefined/{FILE}?id=.
import type { UdRecord } from "../data/types";
import { ErpError, badRequest, requireRecord } from "../http";
import type { Ctx, Router } from "../router";

const keyOf = (file: string, id: string) => `${file.toUpperCase()}|${id.trim().toUpperCase()}`;

/** Eclipse answers a missing record with 400 and this wording; the portal treats it as "no record". */
const notFound = (file: string, id: string) =>
  new ErpError(400, `The following records were not found in ${file.toUpperCase()}: ${id}`);

function idOf({ query }: Ctx): string {
  const id = query.get("id");
  if (!id || !id.trim()) throw badRequest("The query parameter 'id' is required");
  return id;
}

export function userDefinedRoutes(router: Router) {
  router.get("/UserDefined/:file", (ctx) => {
    const { env, params } = ctx;
    const id = idOf(ctx);
    const record = env.userDefined.get(keyOf(params.file, id)) ?? env.seed.userDefined.get(params.file, id);
    if (!record) throw notFound(params.file, id);
    return record;
  });

  // The body is the record plus "FileName" and without "id" (the key travels in the query), as on the real ERP.
  router.put("/UserDefined/:file", (ctx) => {
    const { env, params, body } = ctx;
    const id = idOf(ctx);
    const b = requireRecord(body);
    if ("id" in b) throw badRequest("The Key 'id' was not found in Dictionary");
    const file = params.file.toUpperCase();
    if (typeof b.FileName !== "string" || b.FileName.toUpperCase() !== file)
      throw badRequest(`FileName must be '${file}'`);
    const fields: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(b)) {
      if (k === "FileName") continue;
      if (typeof v !== "string" && typeof v !== "number")
        throw badRequest(`The value for '${k}' must be text or a number`);
      fields[k] = v;
    }
    const current = env.userDefined.get(keyOf(file, id)) ?? env.seed.userDefined.get(file, id);
    const record: UdRecord = { ...(current ?? {}), ...fields, id: id.trim().toUpperCase(), FileName: file };
    env.userDefined.set(keyOf(file, id), record);
    return record;
  });
}
