// GET /api/wasabi/list – the files of the caller's company (key, lastModified, size)
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { readQuery } from "@/lib/api/read-query";
import { listFiles } from "@/lib/storage/list-files";
import { listFilesQuerySchema } from "@/lib/storage/schemas";

export const GET = authedRoute(async ({ req, company }) => {
  const query = readQuery(req, listFilesQuerySchema);
  const scope = await company.resolve(query.companyId);
  return NextResponse.json({ files: await listFiles(scope) });
});
