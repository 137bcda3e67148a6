// Node-only adapter, kept out of the core modules so they still load in a browser Web Worker.
import { openAsBlob } from "node:fs";
import { open, stat, type FileHandle } from "node:fs/promises";
import type { ByteSource } from "./byte-source";

/** Bytes of one read: the scanner decodes and parses about this much at a time anyway (scan-csv.ts). */
const READ_BYTES = 1 << 20;

/**
 * A file's bytes as a web stream, 1 MB a read. A Blob from `openAsBlob` streams 64 KB pieces, each its own promise
 * and copy, which the scanner then joins again: reading a 96 MB file so took about twice the CPU (lib/csv/README.md).
 * Each read asks for the next megabyte before it hands this one over, so the disk works while the reader parses
 * (a reader that waited for every read sat idle a twentieth of its time on a file in the page cache).
 */
export function fileStream(path: string): ReadableStream<Uint8Array> {
  let handle: FileHandle | null = null;
  let ahead: Promise<Uint8Array | null> | null = null;
  const read = async (h: FileHandle): Promise<Uint8Array | null> => {
    const bytes = new Uint8Array(READ_BYTES);
    const { bytesRead } = await h.read(bytes, 0, READ_BYTES, null);
    if (bytesRead === 0) return null;
    return bytesRead === READ_BYTES ? bytes : bytes.subarray(0, bytesRead);
  };
  const close = async () => {
    const h = handle;
    const pending = ahead;
    handle = null;
    ahead = null;
    // A read under way finishes before its file is closed; its error, if any, no longer concerns anyone.
    await pending?.catch(() => null);
    await h?.close();
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        handle ??= await open(path, "r");
        const bytes = await (ahead ?? read(handle));
        if (!bytes) {
          await close();
          controller.close();
          return;
        }
        ahead = read(handle);
        // Awaited by the next pull or by close; marked handled so that a stream left unread throws nothing.
        ahead.catch(() => null);
        controller.enqueue(bytes);
      },
      cancel: close,
    },
    // Nothing is read (and the file is not opened) before the first read: a source is often made and not read.
    { highWaterMark: 0 },
  );
}

/**
 * An uploaded file on disk: a File (its name, and `text()` or `slice()` for whoever wants them) whose `stream()`,
 * what the tools read, is `fileStream`.
 */
export class DiskFile extends File {
  constructor(
    blob: Blob,
    name: string,
    private readonly path: string,
    type = "",
  ) {
    super([blob], name, { type });
  }

  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    return fileStream(this.path) as ReadableStream<Uint8Array<ArrayBuffer>>;
  }
}

/** A file on disk as a ByteSource, read lazily, so a 100 MB file is not loaded up front. */
export async function openFileSource(path: string): Promise<ByteSource> {
  const { size } = await stat(path);
  return { size, stream: () => fileStream(path) };
}

/** A file on disk as a File named `name` that streams like `openFileSource`. */
export async function openDiskFile(path: string, name: string): Promise<File> {
  return new DiskFile(await openAsBlob(path), name, path);
}
