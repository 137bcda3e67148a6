// Node-only adapter, kept out of the core modules so they still load in a browser Web Worker.
import { closeSync, openAsBlob, openSync, writeSync } from "node:fs";
import path from "node:path";
import { DiskFile } from "./node-file-source";
import { CSV_TEXT_TYPE, PiecedTextSink } from "./text-sink";

/**
 * Output text written to a file as it is made, in pieces of 64K characters, and given back as a File over that
 * file, streamed from disk when sent. A route's answer then holds no memory while it waits for its client: as
 * in-memory Blobs, five users' 187 MB answers stayed resident until the next full collection and the server peaked
 * 220 MB higher than before the tools got faster (README, the five-user row).
 *
 * The writes are synchronous: they land in the page cache (a 64 KB write takes microseconds), and `append` is
 * called from the scanner's synchronous row callback, which cannot wait. `close` is safe to call more than once
 * and must be called if the tool fails before `build` (the form's cleanup does).
 */
export class DiskTextSink extends PiecedTextSink {
  private fd: number | null;

  constructor(
    private readonly file: string,
    pieceChars?: number,
  ) {
    super(pieceChars);
    this.fd = openSync(file, "w");
  }

  async build(type = CSV_TEXT_TYPE): Promise<Blob> {
    this.flush();
    this.close();
    return new DiskFile(await openAsBlob(this.file), path.basename(this.file), this.file, type);
  }

  close(): void {
    if (this.fd === null) return;
    closeSync(this.fd);
    this.fd = null;
  }

  protected writePiece(piece: string): void {
    if (this.fd === null) throw new Error("This output is already closed.");
    const bytes = Buffer.from(piece, "utf8");
    // write(2) may take fewer bytes than asked: the rest goes in the next call.
    for (let done = 0; done < bytes.length;) done += writeSync(this.fd, bytes, done);
  }
}
