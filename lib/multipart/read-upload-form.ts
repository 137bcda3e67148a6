// Node-only: multipart forms of the CSV tools, file fields spooled to a temporary folder.
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { once } from "node:events";
import type { IncomingBody } from "@/lib/api/incoming-body";
import { DiskTextSink } from "@/lib/csv/disk-text-sink";
import { openDiskFile } from "@/lib/csv/node-file-source";
import { readMultipart } from "./multipart-reader";
import { fileTooLarge } from "./upload-limit";

export type UploadedFile = { filename: string; size: number; file: File };

export type UploadForm = {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
  /** A new file in the form's temporary folder for a tool's output, removed with the uploads by `cleanup`. */
  outputFile(): DiskTextSink;
  /** Removes the temporary files; call it once the answer no longer reads them. */
  cleanup(): Promise<void>;
};

const FIELD_LIMIT_BYTES = 1024 * 1024;

/** The largest form body: two files (the comparisons) and their fields; anything bigger is refused. */
export function uploadFormMaxBytes(maxFileBytes: number): number {
  return maxFileBytes * 2 + FIELD_LIMIT_BYTES;
}

/**
 * Reads a CSV tool's form: text fields into memory, each file field to disk (the tools read a file more than
 * once, and a 100 MB upload should not sit in the heap). Files come back as lazy Files over the temporary files.
 * A file over `maxFileBytes` is refused as soon as it passes the limit.
 */
export async function readUploadForm(body: IncomingBody, opts: { maxFileBytes: number }): Promise<UploadForm> {
  // Refused by its header or as it streams.
  const maxTotalBytes = uploadFormMaxBytes(opts.maxFileBytes);
  if (body.declaredBytes > maxTotalBytes) {
    throw fileTooLarge(opts.maxFileBytes);
  }
  const dir = await mkdtemp(path.join(tmpdir(), "e54-form-"));
  const outputs: DiskTextSink[] = [];
  const cleanup = async () => {
    for (const out of outputs) out.close();
    await rm(dir, { recursive: true, force: true });
  };
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  try {
    let n = 0;
    for await (const part of readMultipart(body.stream, body.contentType, {
      maxTotalBytes,
      tooLarge: () => fileTooLarge(opts.maxFileBytes),
      drainLimitBytes: opts.maxFileBytes * 2,
    })) {
      if (part.filename === undefined) {
        fields[part.name] = await part.text(FIELD_LIMIT_BYTES);
        continue;
      }
      const file = path.join(dir, `part-${n++}`);
      const out = createWriteStream(file);
      let size = 0;
      try {
        for await (const chunk of part.chunks()) {
          size += chunk.length;
          if (size > opts.maxFileBytes) throw fileTooLarge(opts.maxFileBytes);
          if (!out.write(chunk)) await once(out, "drain");
        }
      } finally {
        out.end();
        await once(out, "close");
      }
      // A File over the file on disk: read lazily, and it carries the name the tools check the extension of.
      files[part.name] = { filename: part.filename, size, file: await openDiskFile(file, part.filename) };
    }
  } catch (err) {
    await cleanup();
    throw err;
  }
  const outputFile = () => {
    const out = new DiskTextSink(path.join(dir, `output-${outputs.length}`));
    outputs.push(out);
    return out;
  };
  return { fields, files, outputFile, cleanup };
}
