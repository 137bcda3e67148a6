import "server-only";
import { DeleteObjectCommand } from "@aws-sdk/client-s3";
import type { Db } from "@/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { objectKey } from "./company-key";
import { headFile } from "./head-file";
import { withKeyLocks } from "./key-locks";
import { getStorage } from "./s3-client";
import { storageError } from "./storage-error";
import type { StorageScope } from "./storage-scope";

/**
 * Deletes a company file; a key that is not there answers 404 rather than S3's silent success. The name is held
 * meanwhile, so a delete never takes the file a rename or an upload is just putting under that name (409 instead).
 */
export async function deleteFile(db: Db, scope: StorageScope, key: string): Promise<void> {
  await withKeyLocks(db, scope, [key], async ({ signal }) => {
    if (!(await headFile(scope, key, signal)))
      throw new ApiError({ code: "not_found", message: `File not found: ${key}` });
    const { client, bucket } = getStorage();
    try {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(scope.companyId, key) }), {
        abortSignal: signal,
      });
    } catch (err) {
      throw storageError(err, key);
    }
  });
}
