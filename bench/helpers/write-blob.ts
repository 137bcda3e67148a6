// Streams a Blob (a tool's export) to a file without turning it into one string first.
import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";

export async function writeBlob(file: string, blob: Blob): Promise<void> {
  await pipeline(Readable.fromWeb(blob.stream() as NodeReadableStream<Uint8Array>), createWriteStream(file));
}
