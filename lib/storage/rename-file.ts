import { CopyObjectCommand, DeleteObjectCommand } from "@aws-sdk/client-s3";
import { ApiError } from "@/lib/api/errors";
import { baseName, extensionOf, objectKey } from "./company-key";
import { headFile } from "./head-file";
import { getStorage } from "./s3-client";
import { storageError } from "./storage-error";
import type { StorageScope } from "./storage-scope";
import { UPLOAD_EXTENSIONS } from "./upload-rules";

function copySource(bucket: string, key: string): string {
  return `${bucket}/${key.split("/").map(encodeURIComponent).join("/")}`;
}

/**
 * Rename = copy, check the copy, then delete the old key, so a failure at any step leaves the file where it was
 * (or, at worst, under both names). An existing target is refused with 409 rather than overwritten. The type
 * stays: the new name keeps the old extension, since uploads were checked for theirs.
 */
export async function renameFile(scope: StorageScope, oldKey: string, newKey: string): Promise<{ key: string }> {
  if (oldKey === newKey) throw new ApiError({ code: "bad_request", message: "The new name is the same as the old one." });
  const ext = extensionOf(oldKey);
  if (extensionOf(newKey) !== ext && (UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) {
    throw new ApiError({ code: "bad_request", message: `The new name must keep the ${ext} extension.` });
  }
  const source = await headFile(scope, oldKey);
  if (!source) throw new ApiError({ code: "not_found", message: `File not found: ${oldKey}` });
  if (await headFile(scope, newKey)) {
    throw new ApiError({
      code: "conflict",
      message: `A file named ${baseName(newKey)} already exists. Choose another name, or delete that file first.`,
    });
  }
  const { client, bucket } = getStorage();
  try {
    await client.send(
      new CopyObjectCommand({
        Bucket: bucket,
        Key: objectKey(scope.companyId, newKey),
        CopySource: copySource(bucket, objectKey(scope.companyId, oldKey)),
        ...(source.etag ? { CopySourceIfMatch: source.etag } : {}),
      }),
    );
  } catch (err) {
    throw storageError(err, oldKey);
  }
  const copy = await headFile(scope, newKey);
  if (!copy || copy.size !== source.size) {
    throw new ApiError({ code: "bad_gateway", message: "The renamed copy could not be confirmed, so the file keeps its old name." });
  }
  try {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(scope.companyId, oldKey) }));
  } catch (err) {
    throw new ApiError({
      code: "bad_gateway",
      message: `The file was copied to ${baseName(newKey)}, but the old name could not be removed: ${storageError(err).message}`,
    });
  }
  return { key: newKey };
}
