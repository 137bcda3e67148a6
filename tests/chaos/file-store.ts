// The file store (s3rver) of the file-drop flow, which can go down and come back on the same address with what it
// held: the "storage refuses connections" fault.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { resetEnvCache } from "@/lib/env";
import { startS3StandIn, type S3StandIn } from "@/scripts/s3-stand-in";

export type FileStore = { down(): Promise<void>; up(): Promise<void>; close(): Promise<void> };

export async function startFileStore(): Promise<FileStore> {
  const directory = await mkdtemp(path.join(tmpdir(), "e54-chaos-s3-"));
  let s3: S3StandIn | null = await startS3StandIn({ directory });
  const port = Number(new URL(s3.endpoint).port);
  Object.assign(process.env, s3.env);
  resetEnvCache();
  return {
    async down() {
      await s3?.close();
      s3 = null;
    },
    async up() {
      s3 ??= await startS3StandIn({ directory, port });
    },
    async close() {
      await s3?.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
