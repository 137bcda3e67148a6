import "server-only";
import { CopyObjectCommand } from "@aws-sdk/client-s3";
import type { Storage } from "./s3-client";

function copySource(bucket: string, key: string): string {
  return `${bucket}/${key.split("/").map(encodeURIComponent).join("/")}`;
}

/**
 * Copies one object to another key of the bucket on the storage's side (nothing passes through the portal), keeping
 * its content type. `ifMatch` makes the copy fail if the source changed since it was looked at.
 */
export async function copyObject(
  { client, bucket }: Storage,
  { from, to, ifMatch }: { from: string; to: string; ifMatch?: string },
  signal?: AbortSignal,
): Promise<void> {
  await client.send(
    new CopyObjectCommand({
      Bucket: bucket,
      Key: to,
      CopySource: copySource(bucket, from),
      ...(ifMatch ? { CopySourceIfMatch: ifMatch } : {}),
    }),
    { abortSignal: signal },
  );
}
