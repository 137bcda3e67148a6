// Node-only adapter, kept out of the core modules so they still load in a browser Web Worker.
import { openAsBlob } from "node:fs";
import type { ByteSource } from "./byte-source";

/** A file on disk as a ByteSource; the Blob reads the file lazily, so a 100 MB file is not loaded up front. */
export async function openFileSource(path: string): Promise<ByteSource> {
  return openAsBlob(path);
}
