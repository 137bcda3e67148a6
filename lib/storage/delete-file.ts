import { DeleteObjectCommand } from "@aws-sdk/client-s3";
import { ApiError } from "@/lib/api/errors";
import { objectKey } from "./company-key";
import { headFile } from "./head-file";
import { getStorage } from "./s3-client";
import { storageError } from "./storage-error";
import type { StorageScope } from "./storage-scope";

/** Deletes a company file; a key that is not there answers 404 rather than S3's silent success. */
export async function deleteFile(scope: StorageScope, key: string): Promise<void> {
  if (!(await headFile(scope, key))) throw new ApiError({ code: "not_found", message: `File not found: ${key}` });
  const { client, bucket } = getStorage();
  try {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(scope.companyId, key) }));
  } catch (err) {
    throw storageError(err, key);
  }
}
