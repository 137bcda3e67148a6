// GET /api/wasabi/list – the files of the caller's company (key, lastModified, size)
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/route";
import { listFiles } from "@/lib/storage/list-files";
import { listFilesQuerySchema } from "@/lib/storage/schemas";
import { resolveStorageScope } from "@/lib/storage/storage-scope";

export const GET = authedRoute(async ({ req, db, auth }) => {
  const query = listFilesQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  const scope = await resolveStorageScope(db, auth.claims, query.companyId);
  return NextResponse.json({ files: await listFiles(scope) });
});
