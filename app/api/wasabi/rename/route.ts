// POST /api/wasabi/rename – rename a company file { oldKey, newKey }; 409 when the new name is taken
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/route";
import { companyRelativeKey } from "@/lib/storage/company-key";
import { renameFile } from "@/lib/storage/rename-file";
import { renameFileBodySchema } from "@/lib/storage/schemas";
import { resolveStorageScope } from "@/lib/storage/storage-scope";

export const POST = authedRoute(async ({ req, db, auth }) => {
  const body = renameFileBodySchema.parse(await readJson(req));
  const scope = await resolveStorageScope(db, auth.claims, body.companyId);
  const oldKey = companyRelativeKey(body.oldKey, scope.companyId);
  const newKey = companyRelativeKey(body.newKey, scope.companyId);
  const renamed = await renameFile(scope, oldKey, newKey);
  return NextResponse.json({ ...renamed, message: "File renamed successfully" });
});
