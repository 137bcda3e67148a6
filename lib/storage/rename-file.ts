import "server-only";
import { DeleteObjectCommand } from "@aws-sdk/client-s3";
import type { Db } from "@/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { baseName, extensionOf, objectKey } from "./company-key";
import { copyObject } from "./copy-object";
import { headFile } from "./head-file";
import { withKeyLocks } from "./key-locks";
import { getStorage } from "./s3-client";
import { storageError } from "./storage-error";
import type { StorageScope } from "./storage-scope";
import { UPLOAD_EXTENSIONS } from "./upload-rules";

function nameTaken(key: string): ApiError {
  return new ApiError({
    code: "conflict",
    message: `A file named ${baseName(key)} already exists. Choose another name, or delete that file first.`,
  });
}

/**
 * Rename = copy, check the copy, then delete the old key, so a failure (or a crash) at any step leaves the file where
 * it was, or at worst under both names. Both names are held (`withKeyLocks`) from the check that the new one is free
 * until the old one is gone: a second rename or an upload to either name meanwhile is refused (409), never let
 * through to overwrite the copy or have its file deleted. The type stays: the new name keeps the old extension, since
 * uploads were checked for theirs.
 */
export async function renameFile(
  db: Db,
  scope: StorageScope,
  oldKey: string,
  newKey: string,
): Promise<{ key: string }> {
  if (oldKey === newKey)
    throw new ApiError({ code: "bad_request", message: "The new name is the same as the old one." });
  const ext = extensionOf(oldKey);
  if (extensionOf(newKey) !== ext && (UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) {
    throw new ApiError({ code: "bad_request", message: `The new name must keep the ${ext} extension.` });
  }
  return withKeyLocks(db, scope, [oldKey, newKey], async ({ signal }) => {
    const source = await headFile(scope, oldKey, signal);
    if (!source) throw new ApiError({ code: "not_found", message: `File not found: ${oldKey}` });
    if (await headFile(scope, newKey, signal)) throw nameTaken(newKey);
    const storage = getStorage();
    try {
      await copyObject(
        storage,
        { from: objectKey(scope.companyId, oldKey), to: objectKey(scope.companyId, newKey), ifMatch: source.etag },
        signal,
      );
    } catch (err) {
      throw storageError(err, oldKey);
    }
    const copy = await headFile(scope, newKey, signal);
    if (!copy || copy.size !== source.size) {
      throw new ApiError({
        code: "bad_gateway",
        message: "The renamed copy could not be confirmed, so the file keeps its old name.",
      });
    }
    try {
      await storage.client.send(
        new DeleteObjectCommand({ Bucket: storage.bucket, Key: objectKey(scope.companyId, oldKey) }),
        { abortSignal: signal },
      );
    } catch (err) {
      throw new ApiError({
        code: "bad_gateway",
        message: `The file was copied to ${baseName(newKey)}, but the old name could not be removed: ${storageError(err).message}`,
      });
    }
    return { key: newKey };
  });
}
