// POST /api/wasabi/rename – rename a company file { oldKey, newKey }; 409 when the new name is taken or in use
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { fileManagerKey } from "@/lib/storage/company-key";
import { renameFile } from "@/lib/storage/rename-file";
import { renameFileBodySchema } from "@/lib/storage/schemas";

export const POST = authedRoute(async ({ req, db, company }) => {
  const body = renameFileBodySchema.parse(await readJson(req));
  const scope = await company.resolve(body.companyId);
  const oldKey = fileManagerKey(body.oldKey, scope.companyId);
  const newKey = fileManagerKey(body.newKey, scope.companyId);
  const renamed = await renameFile(db, scope, oldKey, newKey);
  return NextResponse.json({ ...renamed, message: "File renamed successfully" });
});
