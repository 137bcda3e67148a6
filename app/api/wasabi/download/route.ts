// GET /api/wasabi/download?filename= – one of the company's files, streamed as an attachment
import { attachmentDisposition } from "@/lib/api/file-response";
import { authedRoute } from "@/lib/api/handler";
import { readQuery } from "@/lib/api/read-query";
import { baseName, fileManagerKey } from "@/lib/storage/company-key";
import { contentTypeFor } from "@/lib/storage/content-type";
import { downloadFile } from "@/lib/storage/download-file";
import { downloadFileQuerySchema } from "@/lib/storage/schemas";

export const GET = authedRoute(async ({ req, company }) => {
  const query = readQuery(req, downloadFileQuerySchema);
  const scope = await company.resolve(query.companyId);
  const key = fileManagerKey(query.filename, scope.companyId);
  const file = await downloadFile(scope, key);
  const headers = new Headers({
    "content-type": contentTypeFor(key),
    "content-disposition": attachmentDisposition(baseName(key)),
    "cache-control": "private, no-store",
  });
  if (file.size !== undefined) headers.set("content-length", String(file.size));
  return new Response(file.body, { status: 200, headers });
});
