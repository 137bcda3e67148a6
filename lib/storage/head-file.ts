import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { objectKey } from "./company-key";
import { getStorage } from "./s3-client";
import { isNotFound, storageError } from "./storage-error";
import type { StorageScope } from "./storage-scope";

export type FileHead = { size: number; etag: string | undefined };

/** The size and ETag of a company file, or null when there is none. */
export async function headFile(scope: StorageScope, key: string, signal?: AbortSignal): Promise<FileHead | null> {
  const { client, bucket } = getStorage();
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(scope.companyId, key) }), {
      abortSignal: signal,
    });
    return { size: head.ContentLength ?? 0, etag: head.ETag };
  } catch (err) {
    if (isNotFound(err)) return null;
    throw storageError(err, key);
  }
}
