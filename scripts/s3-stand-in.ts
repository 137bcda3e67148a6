// s3rver on loopback: the local stand-in for Wasabi/S3 (dev, tests, end-to-end runs).
import S3rver from "s3rver";

/** s3rver's only key pair: it checks request signatures against it. */
export const S3RVER_KEY = "S3RVER";
export const DEFAULT_BUCKET = "e54-portal-files";

export type S3StandIn = { endpoint: string; bucket: string; env: Record<string, string>; close(): Promise<void> };

/** Starts s3rver on 127.0.0.1 (port 0: any free port) with its data in `directory`, and the bucket made. */
export async function startS3StandIn(opts: { directory: string; port?: number; bucket?: string }): Promise<S3StandIn> {
  const bucket = opts.bucket ?? DEFAULT_BUCKET;
  const server = new S3rver({
    address: "127.0.0.1",
    port: opts.port ?? 0,
    silent: true,
    directory: opts.directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
    close: () => server.close(),
  };
}
