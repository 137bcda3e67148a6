import "server-only";
import { randomUUID } from "node:crypto";
import { DeleteObjectCommand } from "@aws-sdk/client-s3";
import type { Db } from "@/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { logger } from "@/lib/logger";
import type { MultipartPart } from "@/lib/multipart/multipart-reader";
import { fileTooLarge } from "@/lib/multipart/upload-limit";
import { objectKey, UPLOADS_FOLDER } from "./company-key";
import { contentTypeFor } from "./content-type";
import { copyObject } from "./copy-object";
import { headFile } from "./head-file";
import { withKeyLocks } from "./key-locks";
import { putObjectStream } from "./put-object-stream";
import { getStorage } from "./s3-client";
import { storageError } from "./storage-error";
import type { StorageScope } from "./storage-scope";
import { createContentCheck, uploadFileName } from "./upload-rules";

/**
 * Where an upload streams to before it takes its name: outside every company's folder (those are `{uuid}/`), so no
 * listing shows it. An object left here by a crash is no one's file; a lifecycle rule on the prefix may expire it.
 */
export const INCOMING_PREFIX = "_incoming/";

function nameTaken(name: string): ApiError {
  return new ApiError({
    code: "conflict",
    message: `A file named ${name} already exists. Rename or delete it first, or replace it.`,
  });
}

async function* checkedChunks(
  part: MultipartPart,
  check: ReturnType<typeof createContentCheck>,
  maxBytes: number,
  counted: { size: number },
) {
  for await (const chunk of part.chunks()) {
    counted.size += chunk.length;
    if (counted.size > maxBytes) throw fileTooLarge(maxBytes);
    check.inspect(chunk);
    yield chunk;
  }
  check.finish();
}

/**
 * Stores one uploaded file under data/uploads. The body streams to a key of its own under `_incoming/` (a long
 * upload holds no name), and only then, with the name held (`withKeyLocks`), is the name checked free (unless
 * `overwrite`) and the file copied to it: two uploads or a rename to one name at once give one 409, never a file
 * replaced unseen. A name already taken is refused before the body is read, too.
 */
export async function storeUpload(
  db: Db,
  scope: StorageScope,
  part: MultipartPart,
  { overwrite, maxBytes }: { overwrite: boolean; maxBytes: number },
): Promise<{ key: string; size: number }> {
  const { name, extension } = uploadFileName(part.sentFilename);
  const key = `${UPLOADS_FOLDER}/${name}`;
  if (!overwrite && (await headFile(scope, key))) throw nameTaken(name);
  const storage = getStorage();
  const incoming = `${INCOMING_PREFIX}${scope.companyId}/${randomUUID()}`;
  const counted = { size: 0 };
  try {
    await putObjectStream(
      storage,
      { key: incoming, contentType: contentTypeFor(key) },
      checkedChunks(part, createContentCheck(extension), maxBytes, counted),
    );
    await withKeyLocks(db, scope, [key], async ({ signal }) => {
      if (!overwrite && (await headFile(scope, key, signal))) throw nameTaken(name);
      await copyObject(storage, { from: incoming, to: objectKey(scope.companyId, key) }, signal);
      const stored = await headFile(scope, key, signal);
      if (stored?.size !== counted.size) {
        throw new ApiError({
          code: "bad_gateway",
          message: "The uploaded file could not be confirmed in storage. Please upload it again.",
        });
      }
    });
  } catch (err) {
    throw storageError(err, key);
  } finally {
    await storage.client
      .send(new DeleteObjectCommand({ Bucket: storage.bucket, Key: incoming }))
      .catch((err) => logger.warn({ err: String(err), key: incoming }, "an upload's incoming copy was not removed"));
  }
  return { key, size: counted.size };
}
