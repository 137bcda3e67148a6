import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { companyPrefix } from "./company-key";
import { isReservedKey } from "./reserved-folders";
import { getStorage } from "./s3-client";
import { storageError } from "./storage-error";
import type { StorageScope } from "./storage-scope";

/** A stored file as the File manager lists it (spec 3: key, lastModified, size); the key is company-relative. */
export type FileEntry = { key: string; lastModified: string | null; size: number };

/** Every file in the company's folder but the portal's own folders, in key order (S3 pages of 1000 followed to the end). */
export async function listFiles(scope: StorageScope): Promise<FileEntry[]> {
  const { client, bucket } = getStorage();
  const prefix = companyPrefix(scope.companyId);
  const files: FileEntry[] = [];
  let token: string | undefined;
  try {
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) {
        if (!o.Key || o.Key.endsWith("/")) continue;
        const key = o.Key.slice(prefix.length);
        if (isReservedKey(key)) continue;
        files.push({ key, lastModified: o.LastModified?.toISOString() ?? null, size: o.Size ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } catch (err) {
    throw storageError(err);
  }
  return files;
}
