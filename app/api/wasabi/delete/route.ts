// DELETE /api/wasabi/delete – delete a company file { key }
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { fileManagerKey } from "@/lib/storage/company-key";
import { deleteFile } from "@/lib/storage/delete-file";
import { deleteFileBodySchema } from "@/lib/storage/schemas";

export const DELETE = authedRoute(async ({ req, db, company }) => {
  const body = deleteFileBodySchema.parse(await readJson(req));
  const scope = await company.resolve(body.companyId);
  const key = fileManagerKey(body.key, scope.companyId);
  await deleteFile(db, scope, key);
  return NextResponse.json({ key, message: "File deleted successfully" });
});
