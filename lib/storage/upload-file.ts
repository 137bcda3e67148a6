import "server-only";
import type { Db } from "@/db/client";
import { ApiError } from "@/lib/api/errors";
import type { CompanyScope } from "@/lib/api/company-scope";
import type { RequestFacts } from "@/lib/api/request-facts";
import type { AuthContext } from "@/lib/auth/claims";
import { getEnv } from "@/lib/env";
import { writeLog } from "@/lib/logs/write-log";
import type { IncomingBody } from "@/lib/api/incoming-body";
import { readMultipart, type MultipartPart } from "@/lib/multipart/multipart-reader";
import { fileTooLarge } from "@/lib/multipart/upload-limit";
import { baseName, objectKey, UPLOADS_FOLDER } from "./company-key";
import { contentTypeFor } from "./content-type";
import { headFile } from "./head-file";
import { putObjectStream } from "./put-object-stream";
import { getStorage } from "./s3-client";
import { storageError } from "./storage-error";
import type { StorageScope } from "./storage-scope";
import { createContentCheck, uploadFileName } from "./upload-rules";

export type UploadResult = { key: string; size: number; message: string };

const FORM_OVERHEAD_BYTES = 64 * 1024;

async function* checkedChunks(part: MultipartPart, check: ReturnType<typeof createContentCheck>, maxBytes: number) {
  let size = 0;
  for await (const chunk of part.chunks()) {
    size += chunk.length;
    if (size > maxBytes) throw fileTooLarge(maxBytes);
    check.inspect(chunk);
    yield chunk;
  }
  check.finish();
}

async function storeUpload(scope: StorageScope, part: MultipartPart, overwrite: boolean, maxBytes: number): Promise<{ key: string; size: number }> {
  const { name, extension } = uploadFileName(part.sentFilename);
  const key = `${UPLOADS_FOLDER}/${name}`;
  if (!overwrite && (await headFile(scope, key))) {
    throw new ApiError({ code: "conflict", message: `A file named ${name} already exists. Rename or delete it first, or replace it.` });
  }
  const check = createContentCheck(extension);
  let size = 0;
  const counted = (async function* () {
    for await (const c of checkedChunks(part, check, maxBytes)) {
      size += c.length;
      yield c;
    }
  })();
  try {
    await putObjectStream(getStorage(), { key: objectKey(scope.companyId, key), contentType: contentTypeFor(key) }, counted);
  } catch (err) {
    throw storageError(err, key);
  }
  return { key, size };
}

/**
 * POST /api/wasabi/upload: the multipart field `file` goes straight on to storage as it arrives (never whole in
 * memory), into the company's data/uploads folder, after its type is checked by extension and by content. A file
 * already there is refused (409) unless `overwrite=true` says to replace it. Writes a file-upload log entry.
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
    const stored = await storeUpload(scope, part, overwrite, maxBytes);
    await writeLog(db, {
      type: "file-upload",
      userId: auth.claims.userId,
      userEmail: auth.claims.email,
      companyId: scope.companyId,
      companyCode: scope.companyCode,
      message: `Uploaded ${stored.key} (${stored.size} bytes)`,
      meta: { key: stored.key, size: stored.size, ip: facts.ip, method: "upload", userAgent: facts.userAgent, overwrite },
    });
    await parts.return(undefined);
    return { ...stored, message: `${baseName(stored.key)} uploaded successfully` };
  }
  throw new ApiError({ code: "bad_request", message: "Choose a file to upload (form field 'file')." });
}
