import { GetObjectCommand } from "@aws-sdk/client-s3";
import { objectKey } from "./company-key";
import { getStorage } from "./s3-client";
import { storageError } from "./storage-error";
import type { StorageScope } from "./storage-scope";

export type FileDownload = {
  body: ReadableStream<Uint8Array>;
  size: number | undefined;
  lastModified: Date | undefined;
};

/** A company file as a web stream, so the route passes it on without holding it in memory. */
export async function downloadFile(scope: StorageScope, key: string): Promise<FileDownload> {
  const { client, bucket } = getStorage();
  try {
    const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(scope.companyId, key) }));
    if (!out.Body) throw new Error("empty body");
    return {
      body: out.Body.transformToWebStream() as ReadableStream<Uint8Array>,
      size: out.ContentLength,
      lastModified: out.LastModified,
    };
  } catch (err) {
    throw storageError(err, key);
  }
}
