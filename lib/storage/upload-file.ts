import "server-only";
import type { Db } from "@/db/client";
import { ApiError } from "@/lib/errors/api-error";
import type { CompanyScope } from "@/lib/api/company-scope";
import type { RequestFacts } from "@/lib/api/request-facts";
import type { AuthContext } from "@/lib/auth/claims";
import { getEnv } from "@/lib/env";
import { writeLog } from "@/lib/logs/write-log";
import type { IncomingBody } from "@/lib/api/incoming-body";
import { readMultipart } from "@/lib/multipart/multipart-reader";
import { fileTooLarge } from "@/lib/multipart/upload-limit";
import { baseName } from "./company-key";
import { storeUpload } from "./store-upload";

export type UploadResult = { key: string; size: number; message: string };

const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * POST /api/wasabi/upload: the multipart field `file` goes straight on to storage as it arrives (never whole in
 * memory), into the company's data/uploads folder, after its type is checked by extension and by content. A file
 * already there is refused (409) unless `overwrite=true` says to replace it (`storeUpload`). Writes a file-upload log entry.
 * `companyId` (admins) and `overwrite` may come as query parameters or as form fields before the file.
 */
export async function uploadFile(
  db: Db,
  { auth, company, facts, body }: { auth: AuthContext; company: CompanyScope; facts: RequestFacts; body: IncomingBody },
): Promise<UploadResult> {
  const maxBytes = getEnv().UPLOAD_MAX_BYTES;
  if (body.declaredBytes > maxBytes + FORM_OVERHEAD_BYTES) {
    throw fileTooLarge(maxBytes);
  }
  const { query } = body;
  const fields: Record<string, string> = {};
  const parts = readMultipart(body.stream, body.contentType, {
    maxTotalBytes: maxBytes + FORM_OVERHEAD_BYTES,
    tooLarge: () => fileTooLarge(maxBytes),
    drainLimitBytes: maxBytes + FORM_OVERHEAD_BYTES,
  });
  for await (const part of parts) {
    if (part.filename === undefined) {
      fields[part.name] = await part.text(4096);
      continue;
    }
    if (part.name !== "file") continue;
    const scope = await company.resolve(query.get("companyId") ?? fields.companyId);
    const overwrite = (query.get("overwrite") ?? fields.overwrite) === "true";
    const stored = await storeUpload(db, scope, part, { overwrite, maxBytes });
    await writeLog(db, {
      type: "file-upload",
      userId: auth.claims.userId,
      userEmail: auth.claims.email,
      companyId: scope.companyId,
      companyCode: scope.companyCode,
      message: `Uploaded ${stored.key} (${stored.size} bytes)`,
      meta: {
        key: stored.key,
        size: stored.size,
        ip: facts.ip,
        method: "upload",
        userAgent: facts.userAgent,
        overwrite,
      },
    });
    await parts.return(undefined);
    return { ...stored, message: `${baseName(stored.key)} uploaded successfully` };
  }
  throw new ApiError({ code: "bad_request", message: "Choose a file to upload (form field 'file')." });
}
