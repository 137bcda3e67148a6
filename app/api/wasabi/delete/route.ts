// DELETE /api/wasabi/delete – delete a company file { key }
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/route";
import { companyRelativeKey } from "@/lib/storage/company-key";
import { deleteFile } from "@/lib/storage/delete-file";
import { deleteFileBodySchema } from "@/lib/storage/schemas";
import { resolveStorageScope } from "@/lib/storage/storage-scope";

export const DELETE = authedRoute(async ({ req, db, auth }) => {
  const body = deleteFileBodySchema.parse(await readJson(req));
  const scope = await resolveStorageScope(db, auth.claims, body.companyId);
  const key = companyRelativeKey(body.key, scope.companyId);
  await deleteFile(scope, key);
  return NextResponse.json({ key, message: "File deleted successfully" });
});
