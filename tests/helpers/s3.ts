import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { resetEnvCache } from "@/lib/env";
import { startS3StandIn, type S3StandIn } from "@/scripts/s3-stand-in";

/**
 * One suite's file storage: s3rver on a free loopback port over a temporary folder, with the S3_* environment
 * pointed at it (the storage client is rebuilt when that changes). `close` stops it and removes the folder.
 */
export async function startTestS3(env: Record<string, string> = {}): Promise<S3StandIn> {
  const directory = await mkdtemp(path.join(tmpdir(), "e54-s3-"));
  const s3 = await startS3StandIn({ directory });
  Object.assign(process.env, s3.env, env);
  resetEnvCache();
  return {
    ...s3,
    async close() {
      await s3.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
