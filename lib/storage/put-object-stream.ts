import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
  type CompletedPart,
} from "@aws-sdk/client-s3";
import type { Storage } from "./s3-client";

/** S3's smallest part is 5 MiB; 8 MiB keeps a 200 MB upload to 25 parts and one part in memory at a time. */
export const PART_BYTES = 8 * 1024 * 1024;

/**
 * Stores a stream of unknown length without holding it whole: a small file is one PutObject; a larger one is a
 * multipart upload of fixed-size parts (each with a known length, which S3 and Wasabi require and which needs no
 * aws-chunked encoding, so s3rver stores it intact). If the source throws (too large, not text), the multipart
 * upload is aborted and nothing appears under the key; an object already there is only replaced on success.
 * (@aws-sdk/lib-storage would do this, but it is not in the stack; this is the part of it we need.)
 */
export async function putObjectStream(
  storage: Storage,
  target: { key: string; contentType: string },
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  partBytes = PART_BYTES,
): Promise<void> {
  const { client, bucket } = storage;
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let uploadId: string | undefined;
  const parts: CompletedPart[] = [];

  const sendPart = async (body: Buffer) => {
    uploadId ??= (
      await client.send(
        new CreateMultipartUploadCommand({ Bucket: bucket, Key: target.key, ContentType: target.contentType }),
      )
    ).UploadId;
    const PartNumber = parts.length + 1;
    const { ETag } = await client.send(
      new UploadPartCommand({
        Bucket: bucket,
        Key: target.key,
        UploadId: uploadId,
        PartNumber,
        Body: body,
        ContentLength: body.length,
      }),
    );
    parts.push({ ETag, PartNumber });
  };

  try {
    for await (const chunk of chunks) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      while (pendingBytes >= partBytes) {
        const all = Buffer.concat(pending, pendingBytes);
        await sendPart(all.subarray(0, partBytes));
        pending = [all.subarray(partBytes)];
        pendingBytes = all.length - partBytes;
      }
    }
    const rest = Buffer.concat(pending, pendingBytes);
    if (!uploadId) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: target.key,
          Body: rest,
          ContentLength: rest.length,
          ContentType: target.contentType,
        }),
      );
      return;
    }
    if (rest.length > 0) await sendPart(rest);
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket,
        Key: target.key,
        UploadId: uploadId,
        MultipartUpload: { Parts: parts },
      }),
    );
  } catch (err) {
    if (uploadId) {
      await client
        .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: target.key, UploadId: uploadId }))
        .catch(() => {});
    }
    throw err;
  }
}
