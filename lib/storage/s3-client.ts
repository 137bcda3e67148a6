import "server-only";
import { S3Client } from "@aws-sdk/client-s3";
import { getEnv } from "@/lib/env";

export type Storage = { client: S3Client; bucket: string };

let cached: { config: string; storage: Storage } | undefined;

/**
 * The S3 client for the configured bucket (Wasabi or S3 in production, s3rver on loopback in dev and tests).
 * Path-style addressing and checksums only when required: s3rver cannot resolve virtual-host buckets and stores
 * aws-chunked bodies corrupted; Wasabi and S3 accept both settings.
 */
export function getStorage(): Storage {
  const env = getEnv();
  const config = JSON.stringify([
    env.S3_ENDPOINT,
    env.S3_BUCKET,
    env.S3_REGION,
    env.S3_ACCESS_KEY_ID,
    env.S3_SECRET_ACCESS_KEY,
    env.S3_TIMEOUT_MS,
  ]);
  if (cached?.config !== config) {
    const client = new S3Client({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      forcePathStyle: true,
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      maxAttempts: 2,
      // A store that takes the connection and then says nothing would otherwise hold the request until the socket
      // gives up. Idle time, not a whole-call limit: a large upload that keeps moving is never cut off.
      requestHandler: { connectionTimeout: env.S3_TIMEOUT_MS, socketTimeout: env.S3_TIMEOUT_MS },
      ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
        : {}),
    });
    cached?.storage.client.destroy();
    cached = { config, storage: { client, bucket: env.S3_BUCKET } };
  }
  return cached.storage;
}
