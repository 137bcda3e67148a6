// GET /api/wasabi/download?filename= – one of the company's files, streamed as an attachment
import { authedRoute } from "@/lib/api/route";
import { baseName, companyRelativeKey } from "@/lib/storage/company-key";
import { attachmentDisposition, contentTypeFor } from "@/lib/storage/content-type";
import { downloadFile } from "@/lib/storage/download-file";
import { downloadFileQuerySchema } from "@/lib/storage/schemas";
import { resolveStorageScope } from "@/lib/storage/storage-scope";

export const GET = authedRoute(async ({ req, db, auth }) => {
  const query = downloadFileQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  const scope = await resolveStorageScope(db, auth.claims, query.companyId);
  const key = companyRelativeKey(query.filename, scope.companyId);
  const file = await downloadFile(scope, key);
  const headers = new Headers({
    "content-type": contentTypeFor(key),
    "content-disposition": attachmentDisposition(baseName(key)),
    "cache-control": "private, no-store",
  });
  if (file.size !== undefined) headers.set("content-length", String(file.size));
  return new Response(file.body, { status: 200, headers });
});
